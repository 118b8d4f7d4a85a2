import { render, screen } from '@testing-library/react';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SdgSection } from './SdgSection';

// A person who asked for reduced motion; framer-motion reads this media query once per page.
beforeEach(() => {
  setupIntersectionMocking(vi.fn);
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});
afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

describe('SDG section under prefers-reduced-motion', () => {
  it('shows the cards at once, without waiting to be scrolled into view', () => {
    render(<SdgSection />);
    const sdg = screen.getByRole('region', { name: /Sustainable Development Goals/ });
    expect(sdg).toHaveAttribute('data-visible', 'true');
    expect(sdg.style.opacity).not.toBe('0');
    for (const card of screen.getAllByRole('listitem')) {
      expect(card.style.opacity).not.toBe('0');
      expect(['', 'none']).toContain(card.style.transform);
    }
  });
});
