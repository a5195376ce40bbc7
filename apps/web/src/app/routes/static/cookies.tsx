import { STORE_NAME } from '@store/contract/constants';
import { Link } from 'wouter';
import { paths } from '#web/config/paths';
import { ExternalTextLink, LegalDocument, LegalSection } from './legal-document';

/** Where each major browser explains how to see, block and delete cookies. */
const BROWSER_GUIDES = [
  { name: 'Google Chrome', href: 'https://support.google.com/chrome/answer/95647' },
  {
    name: 'Mozilla Firefox',
    href: 'https://support.mozilla.org/en-US/kb/clear-cookies-and-site-data-firefox',
  },
  {
    name: 'Apple Safari',
    href: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
  },
  {
    name: 'Microsoft Edge',
    href: 'https://support.microsoft.com/en-us/microsoft-edge/manage-cookies-in-microsoft-edge-view-allow-block-delete-and-use-168dab11-0753-043d-7c16-ede5947fc64d',
  },
] as const;

/**
 * SPEC §2 Cookie policy (dated 16 December 2024): what cookies, clear gifs and first- or
 * third-party cookies are; the five categories; EU preferences; browser guides; contact.
 * What it says the store itself stores matches the app: the session cookies and tokens, the
 * anonymous viewer id of the product-view beacon, and Google sign-in and Cashfree checkout.
 */
export default function CookiesPage() {
  return (
    <LegalDocument title="Cookie Policy" updated={{ iso: '2024-12-16', label: '16 December 2024' }}>
      <p>
        This Cookie Policy explains how {STORE_NAME} ("we", "us") uses cookies and similar
        technologies when you visit our website, what they are for, and the choices you have.
      </p>

      <LegalSection id="cookies-what" title="What are cookies?">
        <p>
          Cookies are small text files that a website asks your browser to store on your computer or
          phone. On later visits the browser sends them back, so the site can recognise your
          browser, keep you signed in or remember your choices. Websites can also keep similar
          information in your browser's local storage, which works in much the same way; in this
          policy, "cookies" covers both.
        </p>
        <p>
          Some cookies last only until you close your browser (session cookies). Others stay for a
          set time or until you delete them (persistent cookies).
        </p>
      </LegalSection>

      <LegalSection id="cookies-clear-gifs" title="Clear gifs (web beacons)">
        <p>
          Clear gifs, also called web beacons or pixel tags, are tiny invisible images or small
          pieces of code placed in a web page or an email. When the page or email is opened, the
          beacon tells a server that it was viewed. They are often used together with cookies to
          count visits or see whether an email was read.
        </p>
        <p>
          We do not put tracking pixels in our emails. Our product pages send one small beacon when
          you leave a product page, reporting how long the page was viewed (see Statistics below).
        </p>
      </LegalSection>

      <LegalSection id="cookies-parties" title="First-party and third-party cookies">
        <p>
          <strong>First-party cookies</strong> are set by the website you are visiting, here{' '}
          {STORE_NAME}. <strong>Third-party cookies</strong> are set by another company whose
          service is used on the page, such as a sign-in or payment provider. Third parties control
          their own cookies, and their own policies apply to them.
        </p>
      </LegalSection>

      <LegalSection id="cookies-categories" title="The cookies we use">
        <p>We group cookies into the following categories.</p>

        <h3>Strictly Necessary</h3>
        <p>
          These are needed for the website to work and cannot be switched off. We use them to keep
          you signed in (secure, http-only session cookies and the sign-in tokens kept in your
          browser's local storage), to keep your cart, which is saved to your account, and to
          protect steps such as resetting your password. Without them you could not log in, buy or
          download your products.
        </p>

        <h3>Preferences</h3>
        <p>
          Preference cookies remember choices you make, such as settings you have picked, so you do
          not have to make them again on every visit. We do not set preference cookies at present.
        </p>

        <h3>Statistics</h3>
        <p>
          Statistics cookies help us understand how visitors use the website. We only count product
          views: when you view a product page, your browser keeps a random anonymous identifier in
          local storage and sends it with the time you spent on the page, so that we can count views
          and distinct viewers for each product. The identifier does not contain your name or email
          address, and our team sees only the totals per product. When you are signed in, the view
          is counted against your account instead; if your browser blocks local storage, a scrambled
          (one-way hashed) form of your IP address is used.
        </p>

        <h3>Marketing</h3>
        <p>
          Marketing cookies follow your visits across websites to show you personalised adverts. We
          do not use marketing or advertising cookies, and we do not sell your data to advertisers.
        </p>

        <h3>Third Parties</h3>
        <p>
          Some pages use services of other companies, which may set their own cookies. If you choose
          to sign in with Google, Google's sign-in service loads on the login and register pages.
          When you pay, the checkout is run by our payment provider, Cashfree Payments, to process
          the payment and prevent fraud. Links to social networks and WhatsApp take you to those
          sites, where their own cookie policies apply.
        </p>
      </LegalSection>

      <LegalSection id="cookies-choices" title="Managing your preferences">
        <p>
          If you visit from the European Union (EU) or the European Economic Area, you manage your
          cookie preferences through our preferences panel: there you can accept or refuse each
          optional category and change your choice at any time. Strictly Necessary cookies are
          always on, because the website cannot work without them.
        </p>
        <p>
          Wherever you are, you can also block or delete cookies in your browser's settings. If you
          block strictly necessary cookies or local storage, you will not be able to sign in. These
          guides explain how:
        </p>
        <ul>
          {BROWSER_GUIDES.map((guide) => (
            <li key={guide.name}>
              <ExternalTextLink href={guide.href}>{guide.name}</ExternalTextLink>
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection id="cookies-contact" title="Questions">
        <p>
          We may update this policy when the way we use cookies changes; the date at the top shows
          when it last changed. If you have any questions about cookies, please{' '}
          <Link to={paths.contactUs}>contact us</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
