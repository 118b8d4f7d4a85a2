import { useCallback, useEffect, useId, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import { errorCode } from '../../services/errors';

type Shown =
  { step: 'loading' } | { step: 'ready'; url: string } | { step: 'missing' } | { step: 'failed' } | { step: 'hidden' };

const GONE: Record<string, Shown['step']> = {
  // Not there: the donor's upload did not go through.
  'storage/object-not-found': 'missing',
  // Not for this account (a team member running the pickup): the card goes without it.
  'storage/unauthorized': 'hidden',
};

/**
 * A donation's photo, read through the Storage rules once its card is on screen (the card shows
 * first, the photo when it has come): a local address while the card is shown, released after.
 */
function usePhoto(donationId: string, visible: boolean) {
  const [shown, setShown] = useState<Shown>({ step: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!visible) return;
    let url: string | null = null;
    let live = true;
    import('../../services/food-photo')
      .then(({ foodPhotoBlob }) => foodPhotoBlob(donationId))
      .then(
        (blob) => {
          if (!live) return;
          url = URL.createObjectURL(blob);
          setShown({ step: 'ready', url });
        },
        (error: unknown) => {
          if (live) setShown({ step: GONE[errorCode(error) ?? ''] ?? 'failed' } as Shown);
        },
      );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [donationId, visible, attempt]);
  const retry = useCallback(() => {
    setShown({ step: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { shown, retry };
}

/** The thumbnail on a donation's card; it opens the photo, large, in a dialog. */
export function FoodPhoto({ donationId, food }: { donationId: string; food: string }) {
  const t = useT();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px' });
  const { shown, retry } = usePhoto(donationId, inView);
  const [open, setOpen] = useState(false);
  const describedBy = useId();
  if (shown.step === 'hidden') return null;

  return (
    <div ref={ref} data-photo={shown.step} className="mt-4 flex items-center gap-3">
      {shown.step === 'ready' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('donations.photo.open', { food })}
          className="shrink-0 overflow-hidden rounded-card border border-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <img src={shown.url} alt="" width={96} height={96} className="h-24 w-24 bg-stone-100 object-cover" />
        </button>
      ) : (
        <div aria-hidden="true" className="h-24 w-24 shrink-0 rounded-card border border-stone-200 bg-stone-100" />
      )}
      <p role="status" className="text-sm text-stone-700 empty:hidden">
        {shown.step === 'loading' && t('donations.photo.loading')}
        {shown.step === 'missing' && t('donations.photo.missing')}
        {shown.step === 'failed' && t('donations.photo.failed')}
      </p>
      {shown.step === 'failed' && (
        <Button variant="link" onClick={retry}>
          {t('donations.photo.tryAgain')}
        </Button>
      )}
      {open && shown.step === 'ready' && (
        <Modal
          title={t('donations.photo.dialogTitle', { food })}
          describedBy={describedBy}
          onCancel={() => setOpen(false)}
          initialFocus={(panel) => panel.querySelector('button')}
        >
          <img
            id={describedBy}
            src={shown.url}
            alt={t('donations.photo.large', { food })}
            className="mt-4 max-h-[70vh] w-full rounded-control object-contain"
          />
          <div className="mt-4 flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('donations.photo.close')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
