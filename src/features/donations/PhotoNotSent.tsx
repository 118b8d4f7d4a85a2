import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { errorCode, toFailure } from '../../services/errors';
import { usePhotoChoice } from './PhotoField';

/**
 * Donate Food's photo: the choice, and its upload once the offer is saved. `onSent` moves on with
 * the offer's thanks; a photo that did not go leaves the offer `unsent` (on this visit of the page)
 * for PhotoNotSent.
 */
export function useOfferPhoto(onSent: (thanks: string) => void) {
  const t = useT();
  const location = useLocation();
  const choice = usePhotoChoice();
  const [unsent, setUnsent] = useState<{ id: string; thanks: string; visit: string } | null>(null);
  const upload = useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File }) =>
      (await import('../../services/food-photo')).uploadFoodPhoto(id, file),
  });
  const send = (id: string, thanks: string) => {
    if (!choice.photo) return onSent(thanks);
    upload.mutate(
      { id, file: choice.photo },
      {
        onSuccess: () => onSent(thanks),
        onError: () => setUnsent({ id, thanks, visit: location.key }),
      },
    );
  };
  return {
    choice,
    send,
    sending: upload.isPending,
    unsent: unsent?.visit === location.key ? unsent : null,
    // Storage's rules refuse a photo once the offer is collected or cancelled (storage.rules).
    reason: !upload.error
      ? ''
      : errorCode(upload.error) === 'storage/unauthorized'
        ? t('donations.photo.refused')
        : toFailure(upload.error).message,
  };
}

type OfferPhoto = ReturnType<typeof useOfferPhoto>;

interface PhotoNotSentProps {
  photo: OfferPhoto;
  unsent: NonNullable<OfferPhoto['unsent']>;
  /** On to My donations with the offer's thanks. */
  onGoOn: (thanks: string) => void;
}

/**
 * Donate Food after an offer saved without its photo: the offer stands (the form is gone, so a
 * second Donate cannot offer it twice); the photo can be sent again, or left out.
 */
export function PhotoNotSent({ photo, unsent, onGoOn }: PhotoNotSentProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert tone="info" className="mt-6">
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold focus:outline-none">
        {t('donations.photo.notSentTitle')}
      </h2>
      <p className="mt-1">{t('donations.photo.notSent', { reason: photo.reason })}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => photo.send(unsent.id, unsent.thanks)} loading={photo.sending}>
          {t('donations.photo.retry')}
        </Button>
        <Button variant="secondary" onClick={() => onGoOn(unsent.thanks)} disabled={photo.sending}>
          {t('donations.photo.goOn')}
        </Button>
      </div>
    </Alert>
  );
}
