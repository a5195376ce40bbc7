import { ExternalLink, MessageCircle } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { Page } from '#web/components/ui/page';
import { whatsappChatUrl } from '#web/config/env';
import { ContactForm } from '#web/features/tickets/components/contact-form';

/** SPEC §2 Contact Us: Facebook, X, Instagram, LinkedIn, Behance. */
const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'Behance', href: 'https://www.behance.net/' },
] as const;

/**
 * SPEC §2 Contact Us: the support form, the social links, the WhatsApp block (a chat with
 * the support number and the fixed greeting) and the 3-business-day note.
 */
export default function ContactUsPage() {
  return (
    <Page title="Contact Us">
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="contact-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
            Send us your issue
          </h2>
          <ContactForm />
          <p className="mt-4 text-sm text-slate-600">
            We reply within 3 business days. Please do not report the same problem again during that
            period.
          </p>
        </section>

        <div className="space-y-6">
          <section
            aria-labelledby="social-heading"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="social-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Social Links
            </h2>
            <ul className="flex flex-wrap gap-2">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    {link.name}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section
            aria-labelledby="whatsapp-heading"
            className="rounded-xl border border-green-200 bg-green-50 p-5"
          >
            <h2 id="whatsapp-heading" className="mb-3 text-base font-semibold text-slate-900">
              Shop Anytime, Support Every Time – 24/7 Assistance at Your Fingertips!
            </h2>
            <a
              href={whatsappChatUrl()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ className: 'bg-green-700 hover:bg-green-800' })}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Contact on WhatsApp
            </a>
          </section>
        </div>
      </div>
    </Page>
  );
}
