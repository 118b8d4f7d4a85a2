import { render as renderTree, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config/env';
import { withQueries } from '../../testing/queries';
import { ContributorsPage } from './ContributorsPage';
import { activateLanguage } from '../../i18n';

const CONTRIBUTORS = [
  {
    id: 1,
    login: 'asha',
    avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
    html_url: 'https://github.com/asha',
    type: 'User',
  },
  {
    id: 2,
    login: 'ravi',
    avatar_url: 'https://avatars.githubusercontent.com/u/2?v=4',
    html_url: 'https://github.com/ravi',
    type: 'User',
  },
];

function render(ui: ReactElement) {
  return renderTree(withQueries(ui));
}

const FAILURE = 'Failed to load contributors. Please try again later.';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContributorsPage', () => {
  it('asks GitHub for the configured repository and shows skeleton cards meanwhile', async () => {
    const fetchMock = answer(CONTRIBUTORS);
    render(<ContributorsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contributors Of the product' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading contributors');
    expect(fetchMock).toHaveBeenCalledWith(
      `https://api.github.com/repos/${config.githubRepo.owner}/${config.githubRepo.repo}/contributors`,
      expect.anything(),
    );
    await screen.findByText('asha');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a card per contributor in a 1/2/3-column grid, profile links opening in a new tab', async () => {
    answer(CONTRIBUTORS);
    render(<ContributorsPage />);
    const list = await screen.findByRole('list');
    expect(list).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    const avatar = first.getByRole('img', { name: "asha's avatar" });
    expect(avatar).toHaveAttribute('loading', 'lazy');
    expect(avatar).toHaveAttribute('width', '80');
    expect(avatar).toHaveAttribute('height', '80');
    expect(avatar.getAttribute('src')).toMatch(/^https:\/\/avatars\.githubusercontent\.com\/u\/1\?/);
    expect(first.getByRole('heading', { name: 'asha' })).toBeInTheDocument();

    const profile = first.getByRole('link', { name: 'GitHub Profile' });
    expect(profile).toHaveAttribute('href', 'https://github.com/asha');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(profile).toHaveAccessibleDescription('asha');
  });

  it('on a network failure shows only the failure message, and logs it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<ContributorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('treats an error status from GitHub as a failure', async () => {
    answer({ message: 'API rate limit exceeded' }, 403);
    render(<ContributorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByText(/rate limit/)).not.toBeInTheDocument();
  });

  it('refuses an answer of the wrong shape, such as a non-https profile link', async () => {
    answer([{ ...CONTRIBUTORS[0], html_url: 'javascript:alert(1)' }]);
    render(<ContributorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('ContributorsPage in Hindi', () => {
  it('shows the page, each card and a failure in Hindi', async () => {
    await activateLanguage('hi');
    answer(CONTRIBUTORS);
    render(<ContributorsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'FoodBridge बनाने में योगदान देने वाले' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('योगदान देने वालों की सूची आ रही है…');
    const [first] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'asha की फ़ोटो' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'GitHub प्रोफ़ाइल' })).toHaveAttribute(
      'href',
      'https://github.com/asha',
    );
  });

  it('says in Hindi that the list could not load', async () => {
    await activateLanguage('hi');
    answer({ message: 'API rate limit exceeded' }, 403);
    render(<ContributorsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'योगदान देने वालों की सूची नहीं खुल पाई। थोड़ी देर बाद फिर से कोशिश करें।',
    );
  });
});
