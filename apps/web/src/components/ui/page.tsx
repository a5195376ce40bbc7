import { STORE_NAME } from '@store/contract/constants';
import type { ReactNode } from 'react';

/** The document title and the page heading, kept in step (React 19 hoists <title>). */
export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} | ${STORE_NAME}`}</title>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900">
        {children}
      </h1>
    </>
  );
}

/** A page of the main layout: centred content with its title. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
