import { useId } from 'react';
import { Link } from 'react-router';
import { PRIVACY_NOTICE } from '../config/limits.js';
import { PATHS } from '../config/paths';
import { Trans, useT } from '../i18n';
import { formatCalendarDay } from '../lib/dates';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * The privacy notice, in the reader's language: what FoodBridge keeps, who sees it, for how long,
 * and how each right is served (docs/privacy.md). Shown beside every sign-up, which accepts it,
 * and again, once, to an account that accepted an older version (NoticePrompt).
 */
export function PrivacyNotice({ title, signUp = false }: { title?: string; signUp?: boolean }) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-stone-200 bg-white p-4 text-sm text-stone-700"
    >
      <h2 id={titleId} className="text-base font-semibold text-stone-900">
        {title ?? t('privacy.notice.title')}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
        {/* Each point's name is bold; the rights point links to the contact page. */}
        <li>
          <Trans id="privacy.notice.keep" components={{ 0: <strong className="text-stone-900" /> }} />
        </li>
        <li>
          <Trans id="privacy.notice.see" components={{ 0: <strong className="text-stone-900" /> }} />
        </li>
        <li>
          <Trans id="privacy.notice.time" components={{ 0: <strong className="text-stone-900" /> }} />
        </li>
        <li>
          <Trans
            id="privacy.notice.rights"
            components={{ 0: <strong className="text-stone-900" />, 1: <Link to={PATHS.contact} className={LINK} /> }}
          />
        </li>
      </ul>
      <p className="mt-2">
        <Trans id="privacy.notice.policy" components={{ 0: <Link to={PATHS.privacy} className={LINK} /> }} />
      </p>
      {signUp && (
        <p className="mt-2 font-medium text-stone-900">
          {t('privacy.notice.signUp', {
            version: PRIVACY_NOTICE.version,
            date: formatCalendarDay(PRIVACY_NOTICE.date),
          })}
        </p>
      )}
    </section>
  );
}
