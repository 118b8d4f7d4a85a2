import { useT } from '../../i18n';
import { STATE_LABEL, type DisplayState } from './donation-view';

// One colour per state, the same everywhere (tailwind.config.ts `state`); white text on each is ≥ 4.5:1.
const STATE_CLASS: Record<DisplayState, string> = {
  offered: 'bg-state-offered',
  accepted: 'bg-state-accepted',
  picked_up: 'bg-state-picked',
  delivered: 'bg-state-delivered',
  declined: 'bg-state-closed',
  cancelled: 'bg-state-closed',
  refused: 'bg-state-closed',
  missed: 'bg-state-expired',
  expired: 'bg-state-expired',
};

/** A donation's state as a small coloured label. */
export function StateBadge({ state, className = '' }: { state: DisplayState; className?: string }) {
  const t = useT();
  return (
    <span
      data-state={state}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap text-white ${STATE_CLASS[state]} ${className}`}
    >
      {t(STATE_LABEL[state])}
    </span>
  );
}
