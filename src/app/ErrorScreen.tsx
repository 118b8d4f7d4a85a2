import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/Button';
import { PATHS } from '../config/paths';
import { useT } from '../i18n';

function errorText(error: unknown, t: ReturnType<typeof useT>): string {
  if (isRouteErrorResponse(error)) {
    // A path no route matches (notFound below); other statuses come from the router itself.
    if (error.status === 404) return t('layout.error.notFound');
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen: 'Unexpected Application Error!' and the error text, with a way home. */
export function ErrorScreen() {
  const t = useT();
  const error = useRouteError();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-prose flex-col items-start justify-center gap-4 px-4 py-16"
    >
      <h1 className="text-3xl font-bold text-stone-900">{t('layout.error.title')}</h1>
      <p className="text-lg text-stone-700">{errorText(error, t)}</p>
      <Link to={PATHS.home} className={buttonClasses('primary')}>
        {t('layout.goHome')}
      </Link>
    </div>
  );
}

/** The loader of the catch-all route: paths that match no route show the error screen above. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
