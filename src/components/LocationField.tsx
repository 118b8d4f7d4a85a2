import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type Ref } from 'react';
import { Button } from './Button';
import type { LatLng } from './MapPicker';
import { PIN_PATTERN } from '../config/limits.js';
import { useT } from '../i18n';

/** What the field shows of a place: where it is, and its PIN code ('' when set another way). */
export interface Spot extends LatLng {
  pin: string;
}

/** Why no place could be found, in words the field has for each (LocateProblem in src/services/locate.ts). */
export type PlaceProblem = 'invalid-pin' | 'unknown-pin' | 'unsupported' | 'denied' | 'unavailable' | 'outside-india';

/**
 * How places are found. Shared UI calls no service, so the screen passes this in: `placeFinder` of
 * src/services/locate.ts.
 */
export interface PlaceFinder<P extends Spot> {
  /** The place of a PIN code. */
  fromPin: (pin: string) => Promise<P>;
  /** The device's place, asked of the browser. */
  fromDevice: () => Promise<P>;
  /** The place of a spot set on the map, or null when it is outside India. */
  fromMap: (point: LatLng) => P | null;
  /** Why a lookup found nothing, or null when it failed another way (a lost connection, say). */
  problem: (error: unknown) => PlaceProblem | null;
  /** Any other failure, in plain words. */
  describeFailure: (error: unknown) => string;
}

interface LocationFieldProps<P extends Spot> {
  /** How places are found: `placeFinder` of src/services/locate.ts. */
  finder: PlaceFinder<P>;
  /** What the place is, e.g. 'Where you work' (the group's legend). */
  legend: string;
  /** A line under the legend saying what the place is for. */
  hint?: string;
  value: P | null;
  onChange: (place: P | null) => void;
  /** The form's message for this field (e.g. required), shown under it. */
  error?: string | undefined;
  /** The PIN input, for a form that focuses the first field to fix. */
  inputRef?: Ref<HTMLInputElement>;
  /** The PIN input's name: the form's name for the place, so the form knows when it is being typed in. */
  name?: string;
  /**
   * The PIN text held by the form as a field of its own (an address's PIN code): it sets the place
   * as it does here, and stays as typed when the place is set another way (the device, the map).
   */
  pinText?: { value: string; onChange: (text: string) => void };
}

type Finding =
  | { state: 'idle' }
  | { state: 'loading-map' }
  | { state: 'pending'; by: 'pin' | 'device' }
  | { state: 'problem'; problem: PlaceProblem; pin: string }
  | { state: 'failed'; message: string; retry: () => void; what: 'pin' | 'map' };

type MapPickerType = ComponentType<{ value: LatLng | null; onPick: (point: LatLng) => void }>;

/**
 * Where something is: a PIN code (looked up in the offline table as soon as six digits are in, or
 * on Find), the device's location, or a spot set on a map (Leaflet, loaded only when asked for).
 * Says in plain words what was found, or why nothing was (docs/geo.md). The PIN text stays as
 * typed whatever happens.
 */
export function LocationField<P extends Spot>({
  finder,
  legend,
  hint,
  value,
  onChange,
  error,
  inputRef,
  name,
  pinText,
}: LocationFieldProps<P>) {
  const t = useT();
  const id = useId();
  // Null until the person types: until then the box shows the PIN of the place given (also one
  // given after the field appeared, such as the donor's last offer).
  const [ownPin, setOwnPin] = useState<string | null>(null);
  const pin = pinText ? pinText.value : (ownPin ?? value?.pin ?? '');
  const setPin = pinText ? pinText.onChange : setOwnPin;
  /** Whether the place shown was set on the map (it has no PIN, like the device's). */
  const [fromMap, setFromMap] = useState(false);
  const { finding, MapPicker, mapOpen, findPin, findDevice, openMap, pickOnMap } = usePlaceFinding(
    finder,
    (place, by) => {
      // The device's spot has no PIN of its own; an address's PIN stays the address's.
      if (by === 'device' && !pinText) setPin('');
      setFromMap(by === 'map');
      onChange(place);
    },
  );

  // An address's PIN with no place yet (a profile saved before places began): it sets the place.
  const initialPin = useRef(pinText && !value && PIN_PATTERN.test(pinText.value) ? pinText.value : null);
  useEffect(() => {
    if (initialPin.current) findPin(initialPin.current, { quiet: true });
    // Once, for the PIN the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPinChange = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 6);
    setPin(digits);
    if (PIN_PATTERN.test(digits) && digits !== value?.pin) findPin(digits);
  };
  const onPinKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter looks the PIN up; it does not send the whole form
    findPin(pin);
  };

  const pinId = `${id}-pin`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const coords = value ? `${value.lat.toFixed(4)}, ${value.lng.toFixed(4)}` : '';
  return (
    <fieldset className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <PinInput
          id={pinId}
          inputRef={inputRef}
          name={name}
          value={pin}
          onChange={onPinChange}
          onKeyDown={onPinKey}
          invalid={!!error || finding.state === 'problem'}
          describedBy={statusId}
          error={!!error}
        />
        <Button
          variant="secondary"
          onClick={() => findPin(pin)}
          loading={finding.state === 'pending' && finding.by === 'pin'}
        >
          {t('location.pin.find')}
        </Button>
        <Button
          variant="secondary"
          onClick={findDevice}
          loading={finding.state === 'pending' && finding.by === 'device'}
        >
          {t('location.device.use')}
        </Button>
        <Button variant="secondary" onClick={openMap} loading={finding.state === 'loading-map'} aria-expanded={mapOpen}>
          {mapOpen ? t('location.map.hide') : t('location.map.open')}
        </Button>
      </div>
      <LocationStatus id={statusId} finding={finding} value={value} fromMap={fromMap} coords={coords} />
      {mapOpen && MapPicker && <MapPicker value={value} onPick={pickOnMap} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <GeoNamesCredit />
    </fieldset>
  );
}

/**
 * The lookups behind the field: by PIN code, by the device's location, or on the map (its code
 * loaded the first time it is opened). Only the latest lookup may answer: a slower earlier one must
 * not overwrite it. What a lookup finds goes to `onFound`, with how it was found.
 */
function usePlaceFinding<P extends Spot>(
  finder: PlaceFinder<P>,
  onFound: (place: P, by: 'pin' | 'device' | 'map') => void,
) {
  const [finding, setFinding] = useState<Finding>({ state: 'idle' });
  /** The map's code once loaded, and whether it is shown. */
  const [MapPicker, setMapPicker] = useState<MapPickerType | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const latest = useRef(0);

  const run = async (
    by: 'pin' | 'device',
    find: () => Promise<P>,
    again: () => void,
    typed = '',
    { quiet = false } = {},
  ) => {
    const ticket = ++latest.current;
    setFinding({ state: 'pending', by });
    try {
      const place = await find();
      if (ticket !== latest.current) return;
      setFinding({ state: 'idle' });
      onFound(place, by);
    } catch (caught) {
      if (ticket !== latest.current) return;
      // A lookup nobody asked for (the form opened with a PIN) fails without a word: the person
      // has not done anything yet, and Find says why if they try.
      const problem = finder.problem(caught);
      if (quiet) setFinding({ state: 'idle' });
      else if (problem) setFinding({ state: 'problem', problem, pin: typed.trim() });
      else setFinding({ state: 'failed', message: finder.describeFailure(caught), retry: again, what: 'pin' });
    }
  };
  const findPin = (text: string, options?: { quiet: boolean }) => {
    const again = () => void findPin(text);
    void run('pin', () => finder.fromPin(text), again, text, options);
  };
  const findDevice = () => void run('device', finder.fromDevice, findDevice);

  const openMap = () => {
    if (mapOpen) {
      setMapOpen(false);
      return;
    }
    if (MapPicker) {
      setMapOpen(true);
      return;
    }
    const ticket = ++latest.current;
    setFinding({ state: 'loading-map' });
    import('./MapPicker').then(
      (loaded) => {
        if (ticket === latest.current) setFinding({ state: 'idle' });
        setMapPicker(() => loaded.default);
        setMapOpen(true);
      },
      (caught: unknown) => {
        if (ticket !== latest.current) return;
        setFinding({ state: 'failed', message: finder.describeFailure(caught), retry: openMap, what: 'map' });
      },
    );
  };
  const pickOnMap = (point: LatLng) => {
    latest.current += 1; // a lookup still running must not overwrite the spot chosen here
    const place = finder.fromMap(point);
    if (!place) {
      setFinding({ state: 'problem', problem: 'outside-india', pin: '' });
      return;
    }
    setFinding({ state: 'idle' });
    onFound(place, 'map');
  };

  return { finding, MapPicker, mapOpen, findPin, findDevice, openMap, pickOnMap };
}

interface PinInputProps {
  id: string;
  inputRef: Ref<HTMLInputElement> | undefined;
  name: string | undefined;
  value: string;
  onChange: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  invalid: boolean;
  describedBy: string;
  error: boolean;
}

/** The PIN code box: six digits, looked up as the sixth is typed. */
function PinInput({ id, inputRef, name, value, onChange, onKeyDown, invalid, describedBy, error }: PinInputProps) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-stone-700">
        {t('location.pin.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 block w-36 rounded-control border bg-white px-3 py-2.5 text-base tracking-widest text-stone-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-600/40 focus:outline-none ${error ? 'border-red-600' : 'border-stone-300'}`}
      />
    </div>
  );
}

/** The PIN table's source, credited as its licence asks. */
function GeoNamesCredit() {
  const t = useT();
  return (
    <p className="mt-2 text-xs text-stone-600">
      {t('location.credit')}{' '}
      <a
        href="https://www.geonames.org/"
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2"
      >
        {t('location.creditLink')}
      </a>
    </p>
  );
}

interface LocationStatusProps {
  id: string;
  finding: Finding;
  value: Spot | null;
  fromMap: boolean;
  coords: string | undefined;
}

/** What the field is doing or found, read out as it changes; a failure with Retry. */
function LocationStatus({ id, finding, value, fromMap, coords }: LocationStatusProps) {
  const t = useT();
  return (
    <>
      <div id={id} role="status" className="mt-2 text-sm">
        {finding.state === 'pending' && <p className="text-stone-700">{t('location.finding')}</p>}
        {finding.state === 'loading-map' && <p className="text-stone-700">{t('location.map.loading')}</p>}
        {finding.state === 'problem' && (
          <p className="font-medium text-red-700">{problemText(t, finding.problem, finding.pin)}</p>
        )}
        {(finding.state === 'idle' || finding.state === 'failed') && value && (
          // The coordinates mean nothing to a person; they stay on the element for whoever checks it.
          <p data-coords={coords} className="font-semibold text-brand-800">
            {value.pin
              ? t('location.found.pin', { pin: value.pin })
              : fromMap
                ? t('location.found.map')
                : t('location.found.device')}
          </p>
        )}
      </div>
      {finding.state === 'failed' && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <p className="font-medium text-red-700">
            {finding.what === 'map'
              ? t('location.map.failed', { reason: finding.message })
              : t('location.failed', { reason: finding.message })}
          </p>
          <Button variant="secondary" onClick={finding.retry}>
            {t('location.retry')}
          </Button>
        </div>
      )}
    </>
  );
}

function problemText(t: ReturnType<typeof useT>, problem: PlaceProblem, pin: string): string {
  switch (problem) {
    case 'invalid-pin':
      return t('location.problem.invalidPin');
    case 'unknown-pin':
      return t('location.problem.unknownPin', { pin });
    case 'unsupported':
      return t('location.problem.unsupported');
    case 'denied':
      return t('location.problem.denied');
    case 'unavailable':
      return t('location.problem.unavailable');
    case 'outside-india':
      return t('location.problem.outsideIndia');
  }
}
