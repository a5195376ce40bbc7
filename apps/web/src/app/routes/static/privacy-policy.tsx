import { STORE_NAME, SUPPORT_REPLY_DAYS } from '@store/contract/constants';
import { Link } from 'wouter';
import { paths } from '#web/config/paths';
import { LegalDocument, LegalSection } from './legal-document';

/**
 * SPEC §2 Privacy policy (owner based in India, last updated 16 December 2024): definitions,
 * the data collected, the cookie types, how data is used, kept and shared, your rights and a
 * link to Contact Us.
 */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={{ iso: '2024-12-16', label: '16 December 2024' }}
    >
      <p>
        This Privacy Policy describes what personal data {STORE_NAME} collects when you use our
        website, how we use and protect it, and the rights you have. {STORE_NAME} (the owner of this
        website) is based in India, and your data is handled under the laws of India. By using the
        website you agree to the collection and use of information as described here.
      </p>

      <LegalSection id="privacy-definitions" title="Definitions">
        <dl>
          <div>
            <dt>Account</dt>
            <dd>The account you create to buy and download products on the website.</dd>
          </div>
          <div>
            <dt>Owner ("we", "us" or "our")</dt>
            <dd>
              {STORE_NAME}, based in India, which runs the website and decides how your data is
              used.
            </dd>
          </div>
          <div>
            <dt>Cookies</dt>
            <dd>
              Small files, or entries in your browser's local storage, that a website keeps on your
              device; see our <Link to={paths.cookies}>Cookie Policy</Link>.
            </dd>
          </div>
          <div>
            <dt>Device</dt>
            <dd>Any device that can use the website, such as a computer, phone or tablet.</dd>
          </div>
          <div>
            <dt>Personal Data</dt>
            <dd>Any information that relates to an identified or identifiable person.</dd>
          </div>
          <div>
            <dt>Service</dt>
            <dd>The {STORE_NAME} website and the products and downloads offered on it.</dd>
          </div>
          <div>
            <dt>Service Provider</dt>
            <dd>
              A company that processes data on our behalf, such as our payment, email or hosting
              provider.
            </dd>
          </div>
          <div>
            <dt>Usage Data</dt>
            <dd>Data collected automatically when you use the Service (see below).</dd>
          </div>
          <div>
            <dt>You</dt>
            <dd>The person using the Service.</dd>
          </div>
        </dl>
      </LegalSection>

      <LegalSection id="privacy-data-collected" title="The data we collect">
        <h3>Personal Data</h3>
        <p>
          When you register, buy a product or contact us, we ask for information that can identify
          you:
        </p>
        <ul>
          <li>Email address</li>
          <li>First name and last name</li>
          <li>Phone number and address, if you add them to your profile or a support request</li>
        </ul>
        <p>
          If you sign in with Google, Google shares your name and email address with us. Card and
          bank details are entered on the checkout of our payment provider, Cashfree Payments, and
          are not stored by us; we keep the order and payment references.
        </p>

        <h3>Usage Data</h3>
        <p>Usage Data is collected automatically when you use the Service. It may include:</p>
        <ul>
          <li>Your device's Internet Protocol address (IP address)</li>
          <li>Browser type and browser version</li>
          <li>The pages of our Service that you visit and the time spent on them</li>
          <li>The time and date of your visit</li>
          <li>Unique device identifiers and other diagnostic data</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-cookies" title="Cookies and tracking">
        <p>
          We use cookies and similar technologies to run the Service and to count product views. The
          types of cookies we use are:
        </p>
        <ul>
          <li>
            <strong>Necessary / essential cookies</strong> (session). They are needed to provide the
            Service: they sign you in, keep your session secure and prevent fraudulent use of
            accounts. Without them the Service cannot work.
          </li>
          <li>
            <strong>Cookie-acceptance cookies</strong> (persistent). They record whether you have
            accepted the use of cookies on the website.
          </li>
          <li>
            <strong>Functionality cookies</strong> (persistent). They remember choices you make when
            using the website, so you do not have to enter them again.
          </li>
        </ul>
        <p>
          Our <Link to={paths.cookies}>Cookie Policy</Link> explains each category and how to manage
          or delete cookies.
        </p>
      </LegalSection>

      <LegalSection id="privacy-use" title="How we use your data">
        <ul>
          <li>To provide and maintain the Service, including your account and your cart.</li>
          <li>
            To complete your purchases: taking payment, giving you access to your downloads and
            emailing receipts.
          </li>
          <li>
            To contact you about your account, your orders and the support requests you send us.
          </li>
          <li>To count product views and understand which products are popular.</li>
          <li>To keep the Service secure and to prevent and investigate fraud.</li>
          <li>To meet our legal, tax and accounting obligations.</li>
        </ul>
        <p>We do not sell your personal data and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="Sharing your data">
        <p>
          We share personal data only with Service Providers that help us run the Service (such as
          payment processing, email delivery and hosting), and only as far as they need it for that
          work; when the law requires it, for example on a valid request from a court or government
          authority; or with a buyer of our business, who must keep this policy.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="How long we keep your data">
        <p>
          We keep your account data for as long as your account exists. Order and payment records
          are kept for as long as Indian tax and accounting laws require, even if you close your
          account. Usage Data is kept only for as long as it is needed for the purposes described in
          this policy, such as keeping the Service secure and counting product views.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Security">
        <p>
          We protect your data with reasonable security measures: connections are encrypted,
          passwords are stored only in hashed form, and download links are shown only to buyers. No
          method of sending or storing data over the internet is completely secure, so we cannot
          guarantee absolute security.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="Your rights">
        <p>You can:</p>
        <ul>
          <li>see and correct your name, phone number and addresses on your profile pages;</li>
          <li>ask us for a copy of the personal data we hold about you;</li>
          <li>ask us to correct or delete your personal data, or to close your account;</li>
          <li>withdraw a consent you gave us, and raise a complaint about how we use your data.</li>
        </ul>
        <p>
          We may need to keep some data after a deletion request where the law requires it, such as
          order records.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="Children">
        <p>
          The Service is not meant for anyone under 18. We do not knowingly collect personal data
          from children; if you believe a child has given us personal data, please contact us and we
          will delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Links and changes to this policy">
        <p>
          Our website links to other sites, such as social networks and WhatsApp, whose own privacy
          policies apply. We may update this Privacy Policy; the date at the top shows when it last
          changed.
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="Contact us">
        <p>
          For any question about this Privacy Policy or to use your rights,{' '}
          <Link to={paths.contactUs}>contact us</Link>. We reply within {SUPPORT_REPLY_DAYS}{' '}
          business days.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
