import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../testing/render';
import { Button } from './Button';

function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  return onLine;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Button', () => {
  it('is a link when online and given a target', () => {
    renderWithRouter(<Button to="/services">Learn More</Button>);
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens an external target in a new tab', () => {
    renderWithRouter(
      <Button to="https://github.com/foodbridge/foodbridge" external>
        Code
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Code' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is a plain button when the browser is offline, even with a target', () => {
    renderWithRouter(<Button to="/services">Learn More</Button>);
    goOffline();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('becomes a link again when the browser is back online', () => {
    renderWithRouter(<Button to="/services">Learn More</Button>);
    const onLine = goOffline();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('link', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('is a plain button without a target', () => {
    renderWithRouter(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('shows a 25 px spinner and cannot be pressed again while loading', () => {
    renderWithRouter(
      <Button type="submit" loading>
        Save
      </Button>,
    );
    const spinner = screen.getByRole('status');
    expect(spinner).toHaveAttribute('width', '25');
    expect(spinner).toHaveAttribute('height', '25');
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
