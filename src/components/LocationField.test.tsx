import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n';
import { placeFinder, type Place } from '../testing/place-finder';
import { LocationField } from './LocationField';

/**
 * The edges stubbed here: the PIN table's download (public/pins/41.json, which no site serves in a
 * unit test) and the browser's geolocation (no device here). Everything between is the real code.
 */
let tableAnswer: () => Promise<Response>;

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

function Harness({ initial = null }: { initial?: Place | null }) {
  const [place, setPlace] = useState<Place | null>(initial);
  return (
    <>
      <LocationField finder={placeFinder} legend="Where is the food?" value={place} onChange={setPlace} />
      <output data-testid="chosen">{place ? `${place.pin}|${place.lat},${place.lng}` : 'none'}</output>
    </>
  );
}

beforeEach(() => {
  tableAnswer = async () => Response.json({ '411001': [18.5296, 73.876] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      /\/pins\/(41|56)\.json$/.test(url) ? tableAnswer() : new Response('', { status: 404 }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  await activateLanguage('en');
});

describe('LocationField', () => {
  it('finds a PIN code as soon as its six digits are in, and says what it found', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('PIN code'), '411001');
    expect(await screen.findByText('Found: PIN 411001, set at the middle of its area')).toHaveAttribute(
      'data-coords',
      '18.5296, 73.8760',
    );
    expect(screen.getByTestId('chosen')).toHaveTextContent('411001|18.5296,73.876');
    expect(screen.getByRole('link', { name: 'GeoNames, CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
  });

  it('says plainly when it does not know a PIN, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('PIN code'), '411999');
    expect(
      await screen.findByText("We don't know PIN 411999. Check it, or use your location instead."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('PIN code')).toHaveValue('411999');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('explains a short PIN when Find is pressed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('PIN code'), '4110');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('A PIN code has 6 digits and does not start with 0.')).toBeInTheDocument();
  });

  it('says when the PIN list cannot be downloaded, and Try again fetches it again', async () => {
    const user = userEvent.setup();
    tableAnswer = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<Harness />);
    // (Bengaluru's part of the table: one this page has not downloaded yet.)
    await user.type(screen.getByLabelText('PIN code'), '560001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not look the PIN code up\. We could not reach the server/);
    tableAnswer = async () => Response.json({ '560001': [12.9766, 77.5993] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Found: PIN 560001, set at the middle of its area')).toHaveAttribute(
      'data-coords',
      '12.9766, 77.5993',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the device location, and says why when it is blocked or outside India', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    stubGeolocation((ok) => ok({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Found: your location')).toHaveAttribute('data-coords', '18.5200, 73.8500');

    stubGeolocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/^Location is blocked for FoodBridge/)).toBeInTheDocument();

    stubGeolocation((ok) => ok({ coords: { latitude: 51.5, longitude: -0.12 } } as GeolocationPosition));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/^That location is outside India/)).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('पिन कोड'), '411999');
    expect(await screen.findByText('पिन कोड 411999 हमारी सूची में नहीं है। उसे जाँच लें, या अपनी लोकेशन दें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरी लोकेशन लें' })).toBeInTheDocument();
  });
});
