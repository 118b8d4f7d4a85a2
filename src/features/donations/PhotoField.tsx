import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { FieldShell } from '../../components/Field';
import { formatNumber, msg, useT } from '../../i18n';
import type { PhotoProblemKind } from '../../lib/shrink-photo';

/** What the donor chose for a photo of the food, made small on this phone before anything is sent. */
export type PhotoState =
  | { step: 'none' }
  | { step: 'shrinking' }
  | { step: 'ready'; photo: File; preview: string; before: number }
  | { step: 'problem'; message: string };

export interface PhotoChoice {
  state: PhotoState;
  /** The photo to send with the offer: one made small enough, or none. */
  photo: File | null;
  choose: (file: File | null) => void;
  clear: () => void;
  /** Changes when the choice is cleared, so the file input is emptied too. */
  inputKey: number;
}

const PROBLEM: Record<PhotoProblemKind, string> = {
  notImage: msg('donations.photo.problem.notImage'),
  tooLarge: msg('donations.photo.problem.tooLarge'),
  unreadable: msg('donations.photo.problem.unreadable'),
  tooBig: msg('donations.photo.problem.tooBig'),
};
const NOT_LOADED = msg('donations.photo.problem.notLoaded');

/**
 * The photo of the food for Donate: each chosen file is made small at once (shrinkPhoto, loaded
 * only then); a later choice wins over one still being made small.
 */
export function usePhotoChoice(): PhotoChoice {
  const t = useT();
  const [state, setState] = useState<PhotoState>({ step: 'none' });
  const [inputKey, setInputKey] = useState(0);
  const latest = useRef(0);
  const preview = state.step === 'ready' ? state.preview : null;
  // Each preview address is released once another replaces it or the form goes away.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = useCallback(
    (file: File | null) => {
      const turn = ++latest.current;
      if (!file) {
        setState({ step: 'none' });
        return;
      }
      setState({ step: 'shrinking' });
      import('../../lib/shrink-photo')
        .then(({ shrinkPhoto, PhotoProblem }) =>
          shrinkPhoto(file).catch((error: unknown) => {
            throw error instanceof PhotoProblem ? error.kind : error;
          }),
        )
        .then(
          (photo) => {
            if (turn === latest.current)
              setState({ step: 'ready', photo, preview: URL.createObjectURL(photo), before: file.size });
          },
          (reason: unknown) => {
            if (turn !== latest.current) return;
            // Loading the code itself can fail on a lost connection: the picture was never looked at.
            const known = typeof reason === 'string' && reason in PROBLEM ? (reason as PhotoProblemKind) : null;
            setState({ step: 'problem', message: t(known ? PROBLEM[known] : NOT_LOADED) });
          },
        );
    },
    [t],
  );
  const clear = useCallback(() => {
    latest.current++;
    setState({ step: 'none' });
    setInputKey((n) => n + 1);
  }, []);
  return { state, photo: state.step === 'ready' ? state.photo : null, choose, clear, inputKey };
}

const kb = (bytes: number) => formatNumber(Math.max(1, Math.round(bytes / 1024)));

/**
 * 'A photo of the food (optional)': a file input (the phone offers its camera or gallery), then the
 * photo as it will be sent, its size, and Remove. Nothing leaves the phone until Donate.
 */
export function PhotoField({ choice, sending = false }: { choice: PhotoChoice; sending?: boolean }) {
  const t = useT();
  const { state } = choice;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {state.step === 'ready' && (
        <img
          src={state.preview}
          alt={t('donations.photo.previewAlt')}
          width={96}
          height={96}
          className="h-24 w-24 shrink-0 rounded-card border border-stone-200 bg-stone-100 object-cover"
        />
      )}
      <FieldShell
        label={t('donations.photo.label')}
        hint={t('donations.photo.hint')}
        error={state.step === 'problem' ? state.message : undefined}
        className="min-w-0 flex-1 basis-56"
      >
        {({ id, describedBy, invalid }) => (
          <input
            key={choice.inputKey}
            id={id}
            name="photo"
            type="file"
            accept="image/*"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => choice.choose(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-base text-stone-800 file:mr-3 file:min-h-11 file:rounded-control file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
          />
        )}
      </FieldShell>
      <div role="status" className="basis-full text-sm text-stone-700 empty:hidden">
        {state.step === 'shrinking' && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700 motion-reduce:animate-none"
            />
            {t('donations.photo.shrinking')}
          </span>
        )}
        {state.step === 'ready' &&
          (sending ? (
            <span className="font-semibold">{t('donations.photo.sending')}</span>
          ) : (
            <span data-photo-size>
              {t('donations.photo.ready', { before: kb(state.before), after: kb(state.photo.size) })}
            </span>
          ))}
      </div>
      {state.step === 'ready' && !sending && (
        <Button variant="link" onClick={choice.clear} aria-label={t('donations.photo.removeLabel')}>
          {t('donations.photo.remove')}
        </Button>
      )}
    </div>
  );
}
