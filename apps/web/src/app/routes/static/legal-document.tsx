import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '#web/components/ui/page';

/**
 * Reading styles for the long text pages (licence, cookie and privacy policies): one column
 * of at most 48rem, comfortable line height, spaced sections and real list markers. Written
 * once here as descendant utilities, since the app has no typography plugin.
 */
const proseClasses = [
  'mt-2 max-w-3xl text-[15px] leading-7 text-slate-700 sm:text-base sm:leading-7',
  '[&_p]:mt-4',
  '[&_h2]:mt-8 [&_h2]:scroll-mt-24 [&_h2]:border-t [&_h2]:border-slate-200 [&_h2]:pt-6',
  '[&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-3 [&_ol]:pl-6',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:font-medium [&_li]:marker:text-slate-500',
  '[&_dl]:mt-4 [&_dl]:space-y-4 [&_dt]:font-semibold [&_dt]:text-slate-900 [&_dd]:mt-1',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-brand-700',
].join(' ');

/** A text page: the page title, an optional "Last updated" date, then the text column. */
export function LegalDocument({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: { iso: string; label: string };
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <article className={proseClasses}>
        {updated && (
          <p className="mt-1! text-sm text-slate-500">
            Last updated: <time dateTime={updated.iso}>{updated.label}</time>
          </p>
        )}
        {children}
      </article>
    </Page>
  );
}

/** A titled part of a text page; the h2 names the section for assistive tech. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A link to another site, opened in a new tab without handing it this page (noopener). */
export function ExternalTextLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
