import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScrollY } from '../../testing/scroll';
import { ScrollToTop } from './ScrollToTop';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  setScrollY(0);
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('appears only once the page is scrolled past 100 px', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(101);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    setScrollY(40);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when pressed', async () => {
    const user = userEvent.setup();
    render(<ScrollToTop />);
    setScrollY(800);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without the glide when the system asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const user = userEvent.setup();
    render(<ScrollToTop />);
    setScrollY(800);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
  });
});
