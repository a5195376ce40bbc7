import { STORE_NAME } from '@store/contract/constants';
import { Link } from 'wouter';
import { paths } from '#web/config/paths';
import { LegalDocument, LegalSection } from './legal-document';

/**
 * SPEC §2 Regular License: the terms every product of the store is sold (or given free)
 * under, as numbered terms in Usage Rights, Permitted Uses and Additional Terms and Conditions.
 */
export default function LicensePage() {
  return (
    <LegalDocument title="Regular License">
      <p>
        Every template, LUT, preset, effect and other digital asset on {STORE_NAME} comes with this
        Regular License, whether you buy it or download it for free. It explains what you may do
        with the files you download. Please read it before you buy: by downloading a product you
        agree to these terms.
      </p>

      <LegalSection id="license-usage-rights" title="Usage Rights">
        <ol>
          <li>
            When your payment is confirmed (or when you download a free product), you receive a
            non-exclusive, non-transferable, worldwide licence to use that product's files under the
            terms on this page.
          </li>
          <li>
            The licence is granted to one buyer: the person, or the single business or organisation,
            that placed the order. It cannot be shared with, transferred to or resold to anyone
            else.
          </li>
          <li>
            When a business buys a product, its employees may use the files for that business's
            projects. A freelancer or agency may use the files in work made for their clients.
          </li>
          <li>
            The licence does not expire. You may keep using the product for as long as you follow
            these terms.
          </li>
          <li>
            Buying a licence does not transfer ownership. The copyright and all other rights in the
            product stay with {STORE_NAME} and its creators; you are licensed to use it, not to own
            it.
          </li>
        </ol>
      </LegalSection>

      <LegalSection id="license-permitted-uses" title="Permitted Uses">
        <ol>
          <li>
            Personal projects, such as your own videos, photos, reels, vlogs, wedding and family
            films and social media posts.
          </li>
          <li>
            Commercial projects, such as monetised YouTube or Instagram content, advertisements,
            brand and corporate films, music videos, and paid work you deliver to a client.
          </li>
          <li>
            Editing the product to fit your work: changing colours, text, timing, intensity, layout
            or any other setting, and combining it with your own footage, photos, music and
            graphics.
          </li>
          <li>
            Using the same product in as many of your own finished projects as you like, and
            publishing those projects in any medium (online, television, cinema, print or events)
            with no limit on views, copies or sales of the finished work.
          </li>
          <li>
            Installing the files on the devices you use for your work and keeping backup copies for
            yourself.
          </li>
        </ol>
      </LegalSection>

      <LegalSection id="license-additional-terms" title="Additional Terms and Conditions">
        <ol>
          <li>
            You may not sell, resell, share, give away, sublicense or otherwise redistribute the
            product files themselves, whether original or modified, alone or in a bundle. This
            includes uploading them to file-sharing sites, marketplaces, public drives or group
            chats.
          </li>
          <li>
            You may not use a product to make a competing product: for example selling templates,
            LUTs or presets made from ours, or including our files in a template, app or pack from
            which someone else could take them out and reuse them.
          </li>
          <li>
            The product must be part of a larger finished work. A file on its own, or with only
            small changes, is not a finished work.
          </li>
          <li>
            You may not claim a product as your own creation or register it, or any part of it, as a
            trademark, logo or copyright.
          </li>
          <li>
            Fonts, music, footage and photos shown in previews are for demonstration only and are
            not included unless the product page says so. If you use them, you must get their
            licences from their owners.
          </li>
          <li>
            Downloads are available only to the account that bought the product. Keep your login
            details private. If a payment fails, is reversed or is found to be fraudulent, access to
            the download may be blocked and the licence ends.
          </li>
          <li>
            If you break these terms, the licence ends at once, and you must stop using the product
            and delete your copies of its files.
          </li>
          <li>
            Products are provided as described on their product pages. Results can vary with your
            editing software and its version, so please check the compatibility details before you
            buy.
          </li>
          <li>
            We may update this licence from time to time. The terms in force when you bought a
            product apply to that purchase.
          </li>
          <li>
            This licence is governed by the laws of India. For any question about it, please{' '}
            <Link to={paths.contactUs}>contact us</Link>.
          </li>
        </ol>
      </LegalSection>
    </LegalDocument>
  );
}
