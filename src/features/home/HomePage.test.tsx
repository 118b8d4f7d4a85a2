import { act, screen, waitFor, within } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-context';
import { fakeAuth, renderPage, signedInAs } from '../../testing/render-page';
import { HomePage } from './HomePage';
import { SDG_MOTION } from './sdg';
import { REPO_URL, SOCIAL_LINKS } from '../../config/socials';
import { activateLanguage } from '../../i18n';

// jsdom has no IntersectionObserver; this mock lets each test decide what is on screen.
beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => resetIntersectionMocking());
// Finish framer-motion animations at once, so the end state can be checked.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false;
});

function renderHome(auth: AuthState = fakeAuth()) {
  return renderPage(<HomePage />, { auth });
}

describe('Home hero', () => {
  it('has the tagline as the only h1', () => {
    renderHome();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Connecting Excess to Empathy. Minimize Waste. Maximize Impact.');
  });

  it.each([
    ['a visitor', fakeAuth(), 'Sign up now', '/registration'],
    ['a donor', signedInAs('donor'), 'Donate food', '/ngoList'],
    ['an NGO', signedInAs('ngo'), 'View donations', '/donations'],
    ['an admin', signedInAs('admin'), 'Admin dashboard', '/adminPage'],
    ['an account with no role yet', signedInAs(null), 'Choose your account type', '/login'],
  ])('offers %s the right call to action', (_who, auth, label, href) => {
    renderHome(auth);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByTestId('hero-cta-placeholder')).not.toBeInTheDocument();
  });

  it('offers "Sign up now" while the session is being restored, with no placeholder', () => {
    renderHome(fakeAuth({ loading: true }));
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/registration');
    expect(screen.queryByTestId('hero-cta-placeholder')).not.toBeInTheDocument();
  });

  it('keeps "Sign up now" until a restored session is settled (its role known)', () => {
    renderHome({ ...signedInAs('donor'), loading: true });
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/registration');
    expect(screen.queryByRole('link', { name: 'Donate food' })).not.toBeInTheDocument();
  });

  it('links to the code repository in a new tab', () => {
    renderHome();
    const link = screen.getByRole('link', { name: /View the code on GitHub/ });
    expect(link).toHaveAttribute('href', REPO_URL);
    expect(REPO_URL).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('gives the hero picture a size and a description', () => {
    renderHome();
    const img = screen.getByAltText(/hand over a crate of fresh food/);
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
  });
});

describe('Home content', () => {
  it('has the mission, vision and follow links', () => {
    renderHome();
    const about = screen.getByRole('region', { name: 'MISSION + VISION' });
    expect(about).toHaveAttribute('id', 'about');
    for (const social of SOCIAL_LINKS) {
      const link = within(about).getByRole('link', { name: new RegExp(`^${social.name.replace(/[()]/g, '\\$&')}`) });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(within(about).getAllByRole('link')).toHaveLength(4);
  });

  it('shows the three food waste statistics', () => {
    renderHome();
    const stats = screen.getByRole('region', { name: 'Food Waste Statistics' });
    const items = within(stats)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '33% of global food production is wasted.',
      '$1 trillion of food is wasted each year.',
      '8% of global greenhouse gas emissions come from food waste.',
    ]);
  });

  it('shows the four "What Do We Do?" cards', () => {
    renderHome();
    const what = screen.getByRole('region', { name: 'What Do We Do?' });
    expect(
      within(what)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Connect', 'Coordinate', 'Empower', 'Make a Difference']);
  });

  it('keeps headings in order: one h1, then h2 sections', () => {
    renderHome();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    }
  });
});

describe('SDG section', () => {
  it('uses the seed timings', () => {
    expect(SDG_MOTION).toEqual({ staggerMs: 200, sectionFadeMs: 1000, cardTransitionMs: 700, threshold: 0.1 });
  });

  it('shows SDG 1 and SDG 2 with their goal images', () => {
    renderHome();
    const sdg = screen.getByRole('region', { name: /Sustainable Development Goals/ });
    expect(within(sdg).getByText('SDG 1')).toBeInTheDocument();
    expect(within(sdg).getByText('SDG 2')).toBeInTheDocument();
    expect(within(sdg).getByAltText(/No Poverty/)).toHaveAttribute('loading', 'lazy');
    expect(within(sdg).getByAltText(/Zero Hunger/)).toHaveAttribute('loading', 'lazy');
  });

  it('stays hidden until scrolled into view, then fades the section and cards in', async () => {
    renderHome();
    const sdg = screen.getByRole('region', { name: /Sustainable Development Goals/ });
    const cards = within(sdg).getAllByRole('listitem');
    expect(sdg).toHaveAttribute('data-visible', 'false');
    expect(sdg.style.opacity).toBe('0');
    expect(cards.map((card) => card.style.opacity)).toEqual(['0', '0']);

    act(() => mockAllIsIntersecting(SDG_MOTION.threshold));

    expect(sdg).toHaveAttribute('data-visible', 'true');
    await waitFor(() => {
      expect(sdg.style.opacity).toBe('1');
      expect(cards.map((card) => card.style.opacity)).toEqual(['1', '1']);
    });
  });

  it('highlights the hovered card', async () => {
    renderHome();
    const sdg = screen.getByRole('region', { name: /Sustainable Development Goals/ });
    const [first, second] = within(sdg).getAllByRole('listitem');
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.hover(second!);
    expect(second).toHaveAttribute('data-highlighted', 'true');
    expect(first).not.toHaveAttribute('data-highlighted');
    await user.unhover(second!);
    expect(second).not.toHaveAttribute('data-highlighted');
  });
});

describe('Group photo', () => {
  it('is described for screen readers and loads only near the viewport', () => {
    renderHome();
    const band = screen.getByRole('img', {
      name: 'Illustrated group photo: eleven FoodBridge volunteers stand together behind a long table of food crates and bowls, ready for a pickup.',
    });
    expect(band.style.backgroundImage).toBe('');
    act(() => mockAllIsIntersecting(true));
    expect(band.style.backgroundImage).toMatch(/group.*\.svg/);
  });
});

describe('Home in Hindi', () => {
  it('greets a Hindi reader in Hindi, from the tagline to the last section', async () => {
    await activateLanguage('hi');
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बचा खाना, भूखे पेट तक। बर्बादी कम, असर ज़्यादा।');
    expect(screen.getByRole('link', { name: 'अभी रजिस्टर करें' })).toHaveAttribute('href', '/registration');
    const code = screen.getByRole('link', { name: /^GitHub पर कोड देखें/ });
    expect(code).toHaveAttribute('href', REPO_URL);
    expect(code).toHaveTextContent('GitHub पर कोड देखें (नए टैब में खुलेगा)');
    expect(screen.getByAltText(/ताज़े खाने की एक टोकरी/)).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'हमारा मकसद + सपना' });
    expect(within(about).getByRole('heading', { name: 'हमारा मकसद' })).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /^Discord/ })).toHaveTextContent('Discord (नए टैब में खुलेगा)');

    const sdg = screen.getByRole('region', { name: /सतत विकास लक्ष्य/ });
    expect(within(sdg).getByText('लक्ष्य 1')).toBeInTheDocument();
    expect(within(sdg).getByText('भुखमरी का अंत')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'खाने की बर्बादी: कुछ आंकड़े' });
    expect(within(stats).getAllByRole('listitem')[1]).toHaveTextContent('$1 ट्रिलियन का खाना हर साल बर्बाद होता है।');

    expect(screen.getByRole('region', { name: 'अब तक हमारा असर' })).toHaveTextContent('पहुँचाए गए भोजन');
    const what = screen.getByRole('region', { name: 'हम क्या करते हैं?' });
    expect(
      within(what)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['जोड़ते हैं', 'तालमेल बिठाते हैं', 'ताकत देते हैं', 'बदलाव लाते हैं']);
    expect(screen.getByRole('img', { name: /FoodBridge के ग्यारह स्वयंसेवक/ })).toBeInTheDocument();
  });

  it('offers a signed-in donor "Donate food" in Hindi', async () => {
    await activateLanguage('hi');
    renderHome(signedInAs('donor'));
    expect(screen.getByRole('link', { name: 'खाना दान करें' })).toHaveAttribute('href', '/ngoList');
  });
});
