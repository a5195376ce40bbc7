import { FOOTER_UPDATED, FOOTER_VERSION, STORE_NAME } from '@store/contract/constants';
import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { LogoMark } from '#web/components/ui/logo';
import { whatsappChatUrl } from '#web/config/env';
import { paths } from '#web/config/paths';
import { useCurrentUser } from '#web/features/auth/api/get-user-details';
import { useFooterListings } from '#web/features/catalogue/hooks/use-footer-listings';

const storeLinks = [
  { label: 'Regular License', to: paths.license },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Cookie Policy', to: paths.cookies },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'New Products', to: paths.newProducts },
] as const;

const linkClasses = 'rounded text-sm text-slate-600 hover:text-brand-800 hover:underline';
const headingClasses = 'text-sm font-semibold text-slate-900';

/** Key changes of the current version, shown to admins only (SPEC §2 footer, §6). */
const KEY_CHANGES = [
  'Payments through Cashfree with e-mailed receipts, automatic reconciliation and download links only buyers can open',
  'Payment Management: Allow, Block Access and Delete, each recorded with the admin who did it',
  'Search that tolerates typos, ranked by name, category and description',
  'Recycle bin and deals; products someone bought can no longer be deleted for good',
  'Product analytics from real page views',
] as const;

/** SPEC §2 footer: listings, store links, WhatsApp, the version line and, for admins, the changelog. */
export function Footer() {
  const listings = useFooterListings();
  const { isAdmin } = useCurrentUser();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-bold text-slate-900">
            <LogoMark className="size-7 text-brand-700" />
            {STORE_NAME}
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Templates, LUTs, presets and effects for video and photo editors. Instant downloads,
            prices in rupees.
          </p>
        </div>
        {listings.length > 0 && (
          <nav aria-labelledby="footer-popular">
            <h2 id="footer-popular" className={headingClasses}>
              Popular categories
            </h2>
            <ul className="mt-3 space-y-2">
              {listings.map((listing) => (
                <li key={listing.to}>
                  <Link to={listing.to} className={linkClasses}>
                    {listing.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-labelledby="footer-store">
          <h2 id="footer-store" className={headingClasses}>
            Help and policies
          </h2>
          <ul className="mt-3 space-y-2">
            {storeLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClasses}>Need help?</h2>
          <p className="mt-3 text-sm text-slate-600">Chat with us on WhatsApp.</p>
          <a
            href={whatsappChatUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({
              size: 'sm',
              className: 'mt-3 bg-emerald-700 hover:bg-emerald-800',
            })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Chat on WhatsApp
          </a>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-500">
          {`Version ${FOOTER_VERSION} · last updated ${FOOTER_UPDATED}`}
        </p>
        {isAdmin && (
          <section aria-labelledby="footer-changelog" className="mx-auto max-w-7xl px-4 pb-6">
            <h2 id="footer-changelog" className="text-xs font-semibold text-slate-700">
              {`Key changes in ${FOOTER_VERSION}`}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-600">
              {KEY_CHANGES.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </footer>
  );
}
