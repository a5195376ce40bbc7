import type { ReactNode } from 'react';
import { PageTitle } from './page';

/** A narrow centred card for the account forms (login, register, password reset). */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageTitle>{title}</PageTitle>
        {intro && <p className="mt-2 text-sm break-words text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const textLinkClasses =
  'rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';
