import { z } from 'zod';

/**
 * Only https addresses on GitHub's own hosts are accepted, so a strange answer can never put a
 * javascript: link or a foreign image on the page.
 */
const githubUrl = z.url({ protocol: /^https$/, hostname: /^([\w-]+\.)*github(usercontent)?\.com$/ });

const contributorsSchema = z.array(
  z.object({
    id: z.number(),
    login: z.string().min(1),
    avatar_url: githubUrl,
    html_url: githubUrl,
  }),
);

export interface Contributor {
  id: number;
  login: string;
  avatarUrl: string;
  profileUrl: string;
}

export interface GithubRepo {
  owner: string;
  repo: string;
}

/** The avatar at the size the cards show (2× for sharp screens), instead of the full upload. */
function sizedAvatar(url: string, px: number): string {
  const sized = new URL(url);
  sized.searchParams.set('s', String(px));
  return sized.toString();
}

/** The repository's contributors from GitHub's public API (no token; 60 calls an hour per visitor). */
export async function fetchContributors({ owner, repo }: GithubRepo, signal?: AbortSignal): Promise<Contributor[]> {
  const url = `https://api.github.com/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/contributors`;
  const response = await fetch(url, { headers: { Accept: 'application/vnd.github+json' }, signal });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${url}`);
  // 204 No Content is GitHub's answer for a repository without commits.
  if (response.status === 204) return [];
  const parsed = contributorsSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected contributors answer from GitHub: ${parsed.error.message}`);
  return parsed.data.map((c) => ({
    id: c.id,
    login: c.login,
    avatarUrl: sizedAvatar(c.avatar_url, 160),
    profileUrl: c.html_url,
  }));
}
