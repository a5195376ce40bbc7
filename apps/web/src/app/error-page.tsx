import { STORE_NAME } from '@store/contract/constants';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';

interface ErrorDescription {
  status: string;
  message: string;
}

/** Status line and message of something a page threw, worded as React Router's fallback was. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) return { status: 'Error', message: error.message };
  return { status: 'Error', message: 'Something went wrong.' };
}

/** The error page of SPEC §8: unknown URLs (404) and anything a page throws. */
export function ErrorPage({ status, message }: ErrorDescription) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <title>{`${status} | ${STORE_NAME}`}</title>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900">
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

/** An address no route matches: the 404 React Router gave before wouter (SPEC §8 wording). */
export function RouteNotFound() {
  const [pathname] = useLocation();
  return <ErrorPage status="404 Not Found" message={`No route matches URL "${pathname}"`} />;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** The page's address: moving to another one clears the error. */
  resetKey: string;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a page throws while rendering (a chunk that fails to load included) and
 * shows the error page in its place, until the shopper goes elsewhere.
 */
export class RouteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    failed: false,
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage {...describeError(this.state.error)} />;
  }
}
