import { useCallback, useEffect, useState, type Ref } from 'react';
import { Button } from '../../components/Button';
import { FieldShell } from '../../components/Field';
import { LOGO } from '../../config/limits.js';
import { useT } from '../../i18n';
import { NGO_PLACEHOLDER_IMAGE } from './NgoCard';
import { logoHint, logoProblem } from './ngo-profile-schema';

/** The logo file chosen for the next save, and what is wrong with it (checked as soon as it is chosen). */
export interface LogoChoice {
  file: File | null;
  error: string | null;
  /** A local address showing the chosen file, when it can be used and the browser can show it. */
  preview: string | null;
  /** Changes when the choice is cleared, so the file input is emptied too. */
  inputKey: number;
  choose: (file: File | null) => void;
  clear: () => void;
}

interface Chosen {
  file: File | null;
  error: string | null;
  preview: string | null;
}

const NOTHING: Chosen = { file: null, error: null, preview: null };

function canPreview(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

export function useLogoChoice(): LogoChoice {
  const [chosen, setChosen] = useState<Chosen>(NOTHING);
  const [inputKey, setInputKey] = useState(0);
  // Each preview address is released once another replaces it or the form goes away.
  useEffect(() => {
    const url = chosen.preview;
    return url ? () => URL.revokeObjectURL(url) : undefined;
  }, [chosen.preview]);

  const choose = useCallback((file: File | null) => {
    const error = file ? logoProblem(file) : null;
    setChosen({ file, error, preview: file && !error && canPreview() ? URL.createObjectURL(file) : null });
  }, []);
  const clear = useCallback(() => {
    setChosen(NOTHING);
    setInputKey((n) => n + 1);
  }, []);
  return { ...chosen, inputKey, choose, clear };
}

interface LogoFieldProps {
  choice: LogoChoice;
  /** The logo saved with the profile ('' for none). */
  savedUrl: string;
  /** Upload progress in whole percent while the chosen logo is sent; null otherwise. */
  progress: number | null;
  /** The file input, so the form can move the focus to it when the chosen file cannot be used. */
  ref?: Ref<HTMLInputElement>;
}

/** The logo: a preview (the chosen file, else the saved logo), the file input, Remove, and the upload's progress. */
export function LogoField({ choice, savedUrl, progress, ref }: LogoFieldProps) {
  const t = useT();
  const { preview } = choice;
  const shown = preview ?? (savedUrl || NGO_PLACEHOLDER_IMAGE);

  return (
    <>
      <div className="flex items-start gap-4 md:col-span-2">
        <img
          src={shown}
          alt={preview || savedUrl ? t('ngoProfile.logo.previewAlt') : ''}
          width={80}
          height={80}
          className="h-20 w-20 shrink-0 rounded-card border border-stone-200 bg-stone-100 object-cover"
        />
        <FieldShell
          label={t('ngoProfile.logo.label')}
          hint={logoHint()}
          error={choice.error ?? undefined}
          className="min-w-0 flex-1"
        >
          {({ id, describedBy, invalid }) => (
            <input
              key={choice.inputKey}
              ref={ref}
              id={id}
              name="logo"
              type="file"
              accept={LOGO.types.join(',')}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => choice.choose(event.target.files?.[0] ?? null)}
              className="mt-1 block w-full text-base text-stone-800 file:mr-3 file:min-h-11 file:rounded-control file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
            />
          )}
        </FieldShell>
        {choice.file && (
          <Button
            variant="link"
            onClick={choice.clear}
            className="self-center"
            aria-label={t('ngoProfile.logo.removeLabel')}
          >
            {t('ngoProfile.logo.remove')}
          </Button>
        )}
      </div>
      {progress !== null && (
        <div className="md:col-span-2">
          <p id="logo-progress-label" className="text-sm font-semibold text-stone-800">
            {t('ngoProfile.logo.uploading', { progress })}
          </p>
          <div
            role="progressbar"
            aria-labelledby="logo-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-3 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
    </>
  );
}

/** Where the logo goes for an NGO that cannot upload one yet (Storage takes logos from verified NGOs only). */
export function LogoLocked({ savedUrl }: { savedUrl: string }) {
  const t = useT();
  return (
    <div className="flex items-start gap-4 md:col-span-2">
      <img
        src={savedUrl || NGO_PLACEHOLDER_IMAGE}
        alt={savedUrl ? t('ngoProfile.logo.savedAlt') : ''}
        width={80}
        height={80}
        className="h-20 w-20 shrink-0 rounded-card border border-stone-200 bg-stone-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-800">{t('ngoProfile.logo.label')}</p>
        <p className="mt-1 text-stone-700">{t('ngoProfile.logo.locked')}</p>
      </div>
    </div>
  );
}
