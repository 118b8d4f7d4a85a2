import { useSyncExternalStore } from 'react';
import { FloatingNotice } from '../../components/FloatingNotice';
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
    <FloatingNotice className="max-w-md flex-wrap items-center">
      {waiting ? (
        <>
          <p className="text-sm text-stone-800">{t('layout.update.why')}</p>
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-control bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('layout.update.reload')}
          </button>
        </>
      ) : null}
    </FloatingNotice>
  );
}
