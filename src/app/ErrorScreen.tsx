import { useState } from 'react';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../components/Button';
import { useOnline } from '../components/useOnline';
import { PATHS } from '../config/paths';
import { useT } from '../i18n';

/** What went wrong, as a person would put it. */
export type ErrorKind = 'notFound' | 'pageNotLoaded' | 'broken';

/**
 * A screen's code that could not be downloaded: each browser words it its own way (Chromium
 * 'Failed to fetch dynamically imported module', Firefox 'error loading dynamically imported
 * module', Safari 'Importing a module script failed'), and Vite's preload helper says 'Unable to
 * preload CSS'.
 */
const NOT_LOADED = /dynamically imported module|importing a module script failed|unable to preload css/i;

export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  // The failed download may come wrapped in another error (its cause).
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (NOT_LOADED.test(e.message)) return 'pageNotLoaded';
  }
  return 'broken';
}

/**
 * The router's error screen, on every route, in the language shown, never with a raw message: a
 * path that names no page; a page whose code could not be downloaded (offline on a first visit,
 * before this phone has saved the app) with Try again; anything else, with Try again and a way home.
 */
export function ErrorScreen() {
  const t = useT();
  const error = useRouteError();
  const kind = errorKind(error);
  const online = useOnline();
  const [stillOffline, setStillOffline] = useState(false);

  let title: string;
  let body: string;
  if (kind === 'notFound') {
    title = t('layout.error.notFoundTitle');
    body = t('layout.error.notFound');
  } else if (kind === 'pageNotLoaded') {
    title = online ? t('layout.error.notLoadedTitle') : t('layout.error.offlineTitle');
    body = online ? t('layout.error.notLoaded') : t('layout.error.offline');
  } else {
    title = t('layout.error.title');
    body = t('layout.error.broken');
    // For whoever looks at the console; the person reads only the sentence above.
    console.error(error);
  }

  // A page whose code failed to arrive is asked for again by loading it afresh: the router keeps
  // a failed screen as failed. Offline that would only show the browser's own offline page.
  const tryAgain = () => {
    if (!navigator.onLine) {
      setStillOffline(true);
      return;
    }
    window.location.reload();
  };

  return (
    <div
      role="alert"
      data-error={kind}
      className="mx-auto flex min-h-[60vh] max-w-prose flex-col items-start justify-center gap-4 px-4 py-16"
    >
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="text-lg text-stone-700">{body}</p>
      {stillOffline && !online && <p className="font-semibold text-stone-900">{t('layout.error.stillOffline')}</p>}
      <div className="flex flex-wrap gap-3">
        {kind !== 'notFound' && <Button onClick={tryAgain}>{t('layout.error.tryAgain')}</Button>}
        <Link to={PATHS.home} className={buttonClasses(kind === 'notFound' ? 'primary' : 'secondary')}>
          {t('layout.goHome')}
        </Link>
      </div>
    </div>
  );
}

/** The loader of the catch-all route: paths that match no route show the error screen above. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
