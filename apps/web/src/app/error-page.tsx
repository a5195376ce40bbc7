import { STORE_NAME } from '@store/contract/constants';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';

interface ErrorDescription {
  status: string;
  message: string;
}

/** Status line and message, worded like React Router's own fallback (SPEC §8). */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string' ? data : data instanceof Error ? data.message : error.statusText;
    return { status: `${error.status} ${error.statusText}`.trim(), message };
  }
  if (error instanceof Error) return { status: 'Error', message: error.message };
  return { status: 'Error', message: 'Something went wrong.' };
}

/** The router's errorElement: unknown URLs (404) and anything a page throws. */
export function ErrorPage() {
  const { status, message } = describeRouteError(useRouteError());
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <title>{`${status} | ${STORE_NAME}`}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg font-medium text-slate-800">{status}</p>
      <p className="mt-1 break-words text-slate-600">{message}</p>
      {/* A full page load: if the app itself is broken, client navigation may be too. */}
      <a href={paths.home} className={buttonClasses({ className: 'mt-8' })}>
        Go To Home
      </a>
    </div>
  );
}
