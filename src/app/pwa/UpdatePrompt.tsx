import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { applyUpdate, subscribeToUpdate, updateWaiting } from './service-worker';

/**
 * 'New version — reload', at the foot of the screen, when a new version of the app has installed
 * while this page was open (service-worker.ts). Nothing changes under the person until they press
 * it; whatever they were typing is theirs to finish first. Rendered at build time as nothing.
 */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {waiting && (
        <div className="pointer-events-auto flex max-w-md flex-wrap items-center gap-3 rounded-card border border-brand-300 bg-white px-4 py-3 shadow-lg">
          <p className="text-sm text-stone-800">{t('layout.update.why')}</p>
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('layout.update.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
