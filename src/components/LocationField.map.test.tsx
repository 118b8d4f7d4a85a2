import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeFinder } from '../testing/place-finder';
import { LocationField } from './LocationField';

/**
 * The map's code arrives as a chunk of its own when it is asked for. Here the download fails
 * (vi.mock makes the dynamic import reject, as a dropped connection does): the field says so and
 * offers to try again, and the place already found stays. The map itself, with its tiles, is
 * exercised in Chromium (tests/e2e/near.spec.ts).
 */
vi.mock('./MapPicker', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('LocationField: the map', () => {
  it('says plainly when the map cannot be loaded, offers Try again, and keeps the place found', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const user = userEvent.setup();
    const onChange = vi.fn();
    const place = { lat: 18.5296, lng: 73.876, geohash: 'te7u2u6d7y', pin: '411001' };
    render(<LocationField finder={placeFinder} legend="Where is the food?" value={place} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Set the spot on a map' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not load the map. We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Found: PIN 411001, set at the middle of its area')).toHaveAttribute(
      'data-coords',
      '18.5296, 73.8760',
    );
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
