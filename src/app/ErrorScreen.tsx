import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/Button';
import { PATHS } from '../config/paths';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen: 'Unexpected Application Error!' and the error text, with a way home. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-prose flex-col items-start justify-center gap-4 px-4 py-16"
    >
      <h1 className="text-3xl font-bold text-stone-900">Unexpected Application Error!</h1>
      <p className="text-lg text-stone-700">{errorText(error)}</p>
      <Link to={PATHS.home} className={buttonClasses('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}

/** The loader of the catch-all route: paths that match no route show the error screen above. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
