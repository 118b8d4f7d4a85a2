// The map behind LocationField's 'Set the spot on a map': Leaflet with OpenStreetMap's tiles. It is
// loaded only when someone opens it (LocationField imports this module dynamically), so no page
// carries Leaflet until then (docs/geo.md).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { INDIA_BOX } from '../config/limits.js';
import { useT } from '../i18n';

/** A point on the map, in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** OpenStreetMap's tile server (its tile usage policy asks for this address and the attribution). */
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Where the map opens with nothing chosen yet: all of India. */
const INDIA_CENTRE: LatLng = { lat: 22.5, lng: 79 };
const INDIA_ZOOM = 4;
/** How close the map opens on a place already found: a few streets around it. */
const PLACE_ZOOM = 15;

/** The map's centre and a point are the same spot (a place is stored to 5 decimals, about 1 m). */
function samePoint(a: LatLng, b: LatLng): boolean {
  return Math.abs(a.lat - b.lat) < 2e-5 && Math.abs(a.lng - b.lng) < 2e-5;
}

interface MapPickerProps {
  /** The place found so far (by PIN, the device or this map), or null. */
  value: LatLng | null;
  /** The spot under the pin, each time the map stops moving because the person moved it. */
  onPick: (point: LatLng) => void;
}

/**
 * A map with a pin fixed at its centre: the spot is wherever the person moves the map to — by
 * dragging, by tapping a point (the map glides there), or by keyboard (arrow keys move it, + and −
 * zoom). It stays within India. A place found another way (PIN, device) moves the map to it.
 */
export default function MapPicker({ value, onPick }: MapPickerProps) {
  const t = useT();
  const hintId = useId();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  /** The map stopped at `point`: a new spot, unless it only went where the value already is. */
  const moved = useEffectEvent((point: LatLng, zoom: number) => {
    if (value ? samePoint(point, value) : zoom === INDIA_ZOOM && samePoint(point, INDIA_CENTRE)) return;
    onPick(point);
  });
  const startAt = useEffectEvent(() => value);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const start = startAt();
    const created = L.map(container, {
      center: start ?? INDIA_CENTRE,
      zoom: start ? PLACE_ZOOM : INDIA_ZOOM,
      minZoom: INDIA_ZOOM,
      maxBounds: [
        [INDIA_BOX.minLat, INDIA_BOX.minLng],
        [INDIA_BOX.maxLat, INDIA_BOX.maxLng],
      ],
      maxBoundsViscosity: 1,
      zoomControl: false,
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: t('location.map.zoomIn'), zoomOutTitle: t('location.map.zoomOut') }).addTo(created);
    L.control
      .attribution({ prefix: false })
      .addAttribution(
        `© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> ${t('location.map.contributors')}`,
      )
      .addTo(created);
    L.tileLayer(TILE_URL, { maxZoom: 19 }).addTo(created);
    // A tap puts the pin there: the map glides so that the point is under it.
    created.on('click', (event: L.LeafletMouseEvent) => created.panTo(event.latlng));
    created.on('moveend', () => {
      const centre = created.getCenter();
      moved({ lat: centre.lat, lng: centre.lng }, created.getZoom());
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // The map is made once; its texts are set when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A place found by PIN or device while the map is open: the map goes there.
  useEffect(() => {
    const shown = map.current;
    if (!shown || !value || samePoint(shown.getCenter(), value)) return;
    shown.setView(value, Math.max(shown.getZoom(), PLACE_ZOOM), { animate: false });
  }, [value]);

  return (
    <div className="mt-3">
      <p id={hintId} className="text-sm text-stone-700">
        {t('location.map.hint')}
      </p>
      <div className="relative mt-2 overflow-hidden rounded-control border border-stone-300">
        <div
          ref={element}
          role="application"
          aria-label={t('location.map.label')}
          aria-describedby={hintId}
          data-testid="place-map"
          className="h-64 w-full bg-stone-100 md:h-80"
        />
        {/* The pin: fixed at the centre, its point on the spot; the map moves under it. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 32 44"
          className="pointer-events-none absolute top-1/2 left-1/2 z-[500] h-11 w-8 -translate-x-1/2 -translate-y-full drop-shadow"
        >
          <path
            d="M16 43C16 43 2 26.5 2 16a14 14 0 0 1 28 0c0 10.5-14 27-14 27Z"
            className="fill-brand-700 stroke-white"
            strokeWidth="2"
          />
          <circle cx="16" cy="16" r="5" className="fill-white" />
        </svg>
      </div>
    </div>
  );
}
