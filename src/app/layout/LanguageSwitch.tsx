import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { LANGUAGE_NAMES, LANGUAGES, pathIn, useLanguage, useT, withoutLanguage, type Language } from '../../i18n';
import { PRERENDERED_PATHS } from '../prerendered';
import { showLanguage } from '../language';

const PUBLIC = new Set<string>(PRERENDERED_PATHS);

/**
 * 'English | हिन्दी'. On a public page each is a link to that page in the language (the Hindi
 * copies live under /hi), so it works before the page's scripts arrive; once live, a tap switches
 * in place, remembers the choice, and puts the page's address in that language.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [pending, setPending] = useState(false);
  const bare = withoutLanguage(pathname);
  const isPublic = PUBLIC.has(bare);

  const choose = (language: Language) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (language === current || pending) return;
    setPending(true);
    try {
      await showLanguage(language, { remember: true, uid: user?.uid });
      if (isPublic) void navigate(`${pathIn(language, bare)}${search}${hash}`, { replace: true });
    } catch {
      // The catalog could not load (offline): the page stays in the language it is in.
    } finally {
      setPending(false);
    }
  };

  return (
    <ul aria-label={t('common.language.label')} className={`flex items-center text-sm ${className}`}>
      {LANGUAGES.map((language, index) => (
        <li key={language} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="px-1 text-stone-400">
              |
            </span>
          )}
          <a
            href={isPublic ? pathIn(language, bare) : `${pathname}${search}`}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={(event) => void choose(language)(event)}
            className={`inline-flex min-h-11 items-center rounded-control px-2 font-semibold ${
              language === current ? 'text-brand-800 underline underline-offset-4' : 'text-stone-700 hover:bg-brand-50'
            }`}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
