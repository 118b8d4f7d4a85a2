import { useOnline } from './useOnline';
import { useT } from '../i18n';
import { formatClock, formatMoment, sameDay } from '../lib/dates';

/**
 * On a screen of data, while the browser is offline: 'Offline — showing what was saved at 14:05.'
 * What shows then is this device's copy, and the screen says so instead of pretending to be live
 * (docs/offline.md). `savedAt`: when the copy was last brought up to date from the server.
 */
export function SavedOffline({
  savedAt,
  shown = false,
  className = '',
}: {
  savedAt: Date | null;
  /** Shown even while the browser says it is online: the server itself could not be reached. */
  shown?: boolean;
  className?: string;
}) {
  const t = useT();
  const online = useOnline();
  if (online && !shown) return null;
  const when = savedAt ? (sameDay(savedAt, new Date()) ? formatClock(savedAt) : formatMoment(savedAt)) : null;
  return (
    <p
      role="status"
      data-testid="saved-offline"
      className={`rounded-control border border-saffron-300 bg-saffron-50 px-4 py-2 text-sm font-medium text-stone-900 ${className}`}
    >
      {when ? t('components.savedOffline.at', { when }) : t('components.savedOffline.unknown')}
    </p>
  );
}
