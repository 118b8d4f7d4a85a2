import { useLocation, useNavigate } from 'react-router';
import { Alert, type AlertTone } from './Alert';

/** What a screen passes in navigation state to say how the last action went on the next screen. */
export interface FlashState {
  flash: string;
  flashTone?: AlertTone;
}

function flashFrom(state: unknown): { message: string; tone: AlertTone } | null {
  if (typeof state !== 'object' || state === null || !('flash' in state)) return null;
  const { flash, flashTone } = state as { flash: unknown; flashTone?: unknown };
  if (typeof flash !== 'string' || !flash) return null;
  const tone: AlertTone = flashTone === 'error' || flashTone === 'info' ? flashTone : 'success';
  return { message: flash, tone };
}

/** Shows the navigation-state message, if any; dismissing it clears it from history. */
export function FlashMessage({ className = '' }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = flashFrom(location.state);
  if (!flash) return null;
  return (
    <Alert
      tone={flash.tone}
      className={className}
      onDismiss={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
    >
      {flash.message}
    </Alert>
  );
}
