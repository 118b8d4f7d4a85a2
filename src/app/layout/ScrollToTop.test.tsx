import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScrollY } from '../../testing/scroll';
import { ScrollToTop } from './ScrollToTop';

/** The button on a page at this path (a reading page unless told). */
const renderAt = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  setScrollY(0);
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('appears only once the page is scrolled past 100 px', () => {
    renderAt();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(100);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    setScrollY(101);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    setScrollY(40);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it.each(['/', '/team', '/privacypolicy', '/termsandconditions', '/services', '/contributers', '/hi', '/hi/team'])(
    'is offered on the long reading page %s',
    (path) => {
      renderAt(path);
      setScrollY(800);
      expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    },
  );

  // Where it floated over what people act on: the NGO board's Decline, the pickup code, the
  // close button of a message, a form's buttons.
  it.each([
    '/donations',
    '/delivery',
    '/ngoList',
    '/ngoProfile',
    '/donorProfile',
    '/adminPage',
    '/contactus',
    '/login',
  ])('never floats over the controls of %s', (path) => {
    renderAt(path);
    setScrollY(800);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when pressed', async () => {
    const user = userEvent.setup();
    renderAt();
    setScrollY(800);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without the glide when the system asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const user = userEvent.setup();
    renderAt();
    setScrollY(800);
    await user.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
  });
});
