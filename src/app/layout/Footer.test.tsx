import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '../../config/env';
import { renderWithRouter } from '../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links to the site pages and a home link', () => {
    renderWithRouter(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/team',
        '/services',
        '/privacypolicy',
        '/termsandconditions',
        '/login',
        '/registration',
        '/contactus',
      ]),
    );
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('has the newsletter form', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  });

  it('has two contact mailto links', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: 'support@foodbridge.example.org' })).toHaveAttribute(
      'href',
      'mailto:support@foodbridge.example.org',
    );
    expect(screen.getByRole('link', { name: 'partners@foodbridge.example.org' })).toHaveAttribute(
      'href',
      'mailto:partners@foodbridge.example.org',
    );
  });

  it('has the same social links as About, each opening in a new tab', () => {
    renderWithRouter(<Footer />);
    const expected = {
      'FoodBridge on Discord': 'https://discord.gg/foodbridge',
      'FoodBridge on X (Twitter)': 'https://x.com/foodbridge',
      'FoodBridge on GitHub': `https://github.com/${config.githubRepo.owner}/${config.githubRepo.repo}`,
      'FoodBridge on Instagram': 'https://www.instagram.com/foodbridge',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  });

  it('shows the current year and the 2024 banner', () => {
    renderWithRouter(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(within(footer).getByText('FoodBridge · 2024')).toBeInTheDocument();
  });
});
