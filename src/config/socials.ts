import { config } from './env';

/** The project's code repository; the hero and the follow links both point here. */
export const REPO_URL = `https://github.com/${config.githubRepo.owner}/${config.githubRepo.repo}`;

export interface SocialLink {
  /** The accessible (and visible) name of the link. */
  name: string;
  href: string;
}

/**
 * The four places FoodBridge can be followed (as the earlier app had them: a community chat, a microblog, a code
 * repository and a photo-sharing site). Kept in one list so About and the footer can agree.
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Discord', href: 'https://discord.gg/foodbridge' },
  { name: 'X (Twitter)', href: 'https://x.com/foodbridge' },
  { name: 'GitHub', href: REPO_URL },
  { name: 'Instagram', href: 'https://www.instagram.com/foodbridge' },
];
