import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useInView } from 'react-intersection-observer';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import { donationKeys } from '../../lib/queries/keys';
import { errorCode } from '../../services/errors';

type Step = 'loading' | 'ready' | 'missing' | 'failed' | 'hidden';

const GONE: Record<string, Step> = {
  // Not there: the donor's upload did not go through.
  'storage/object-not-found': 'missing',
  // Not for this account (storage.rules decides who reads it): the card goes without it.
  'storage/unauthorized': 'hidden',
};

/**
 * A donation's photo, read through the Storage rules once its card is on screen (the card shows
 * first, the photo when it has come). Its bytes are kept for the session (a photo is never
 * replaced), so a card drawn again — another filter, back to the board — does not download it
 * again.
 */
function usePhoto(donationId: string, visible: boolean) {
  const photo = useQuery({
    queryKey: donationKeys.photo(donationId),
    queryFn: async () => (await import('../../services/food-photo')).foodPhotoBlob(donationId),
    enabled: visible,
    staleTime: Infinity,
  });
  let step: Step = 'loading';
  if (photo.isError && !photo.isFetching) step = GONE[errorCode(photo.error) ?? ''] ?? 'failed';
  else if (photo.data) step = 'ready';
  return { step, blob: photo.data ?? null, retry: () => void photo.refetch() };
}

/** An image of bytes held in memory: a local address made for it while it is shown, released after. */
function BlobImage({ blob, ...img }: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} {...img} />;
}

/** The thumbnail on a donation's card; it opens the photo, large, in a dialog. */
export function FoodPhoto({ donationId, food }: { donationId: string; food: string }) {
  const t = useT();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px' });
  const { step, blob, retry } = usePhoto(donationId, inView);
  const [open, setOpen] = useState(false);
  const describedBy = useId();
  if (step === 'hidden') return null;

  return (
    <div ref={ref} data-photo={step} className="mt-4 flex items-center gap-3">
      {blob && step === 'ready' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('donations.photo.open', { food })}
          className="shrink-0 overflow-hidden rounded-card border border-stone-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <BlobImage blob={blob} alt="" width={96} height={96} className="h-24 w-24 bg-stone-100 object-cover" />
        </button>
      ) : (
        <div aria-hidden="true" className="h-24 w-24 shrink-0 rounded-card border border-stone-200 bg-stone-100" />
      )}
      <p role="status" className="text-sm text-stone-700 empty:hidden">
        {step === 'loading' && t('donations.photo.loading')}
        {step === 'missing' && t('donations.photo.missing')}
        {step === 'failed' && t('donations.photo.failed')}
      </p>
      {step === 'failed' && (
        <Button variant="link" onClick={retry}>
          {t('donations.photo.tryAgain')}
        </Button>
      )}
      {open && blob && step === 'ready' && (
        <Modal
          title={t('donations.photo.dialogTitle', { food })}
          describedBy={describedBy}
          onCancel={() => setOpen(false)}
          initialFocus={(panel) => panel.querySelector('button')}
        >
          <BlobImage
            blob={blob}
            id={describedBy}
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
