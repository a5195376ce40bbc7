/**
 * What each request field is called in a message a person reads: "Name must be at most 120
 * characters." rather than "name: must be at most 120 characters". The server's validation
 * replies and the web forms' field messages both come from `issueSentence`, so a rule reads
 * the same wherever it is broken.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  _id: 'Id',
  id: 'Id',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  otp: 'Code',
  credential: 'Google credential',
  googleCredential: 'Google credential',
  refreshToken: 'Refresh token',
  resetToken: 'Reset token',
  mobile: 'Mobile number',
  address_line: 'Address line',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
  addressId: 'Address',
  image: 'Images',
  category: 'Categories',
  subCategory: 'Sub-categories',
  unit: 'Unit',
  stock: 'Stock',
  price: 'Price',
  discount: 'Discount',
  description: 'Description',
  more_details: 'Extra fields',
  driveLink: 'Download link',
  embedVideo: 'Video link',
  productId: 'Product',
  categoryId: 'Category',
  subCategoryId: 'Sub-category',
  search: 'Search',
  page: 'Page',
  limit: 'Page size',
  qty: 'Quantity',
  quantity: 'Quantity',
  issue: 'Issue',
  questions: 'Questions',
  question: 'Question',
  type: 'Question type',
  options: 'Options',
  responses: 'Answers',
  answer: 'Answer',
  viewedTime: 'Viewing time',
  startTime: 'Start time',
  endTime: 'End time',
  list_items: 'Items',
  subTotalAmt: 'Subtotal',
  order_amount: 'Order amount',
  order_currency: 'Currency',
  order_id: 'Order id',
  orderId: 'Order id',
  paymentId: 'Payment id',
  customer_phone: 'Mobile number',
  customer_email: 'Email',
  customer_id: 'Customer',
  customer_details: 'Contact details',
  OAuth: 'Sign-in method',
  year: 'Year',
  month: 'Month',
  // Banners (admin).
  kind: 'Banner set',
  alt: 'Image description',
  title: 'Title',
  subtitle: 'Subtitle',
  buttonLabel: 'Button label',
  linkUrl: 'Link',
  position: 'Position',
  active: 'Shown',
  // Wishlist merge: the browser's saved products.
  productIds: 'Wishlist',
  // Product page details and the catalogue's sort and filters (issue 16).
  includedFiles: 'Included files',
  format: 'File format',
  sizeBytes: 'File size',
  compatibleSoftware: 'Compatible software',
  software: 'Software',
  versions: 'Versions',
  resolution: 'Resolution',
  licenceSummary: 'Licence summary',
  sort: 'Sort',
  filters: 'Filters',
  minPrice: 'Lowest price',
  maxPrice: 'Highest price',
  free: 'Free only',
  onSale: 'On sale',
  // Real previews (issue 16): before/after pairs and the preview clip.
  before: 'Before image',
  after: 'After image',
  label: 'Label',
  previews: 'Before/after pairs',
  previewClip: 'Preview clip',
  src: 'Preview clip',
  poster: 'Preview clip poster',
  durationSec: 'Preview clip length',
  // Reviews (issue 16 point 4).
  rating: 'Rating',
  text: 'Review text',
  reviewId: 'Review',
  hidden: 'Hidden',
  status: 'Status',
  // Coupons (issue 17 point 5).
  code: 'Promo code',
  discountKind: 'Discount type',
  amountOff: 'Amount off',
  minCartValue: 'Minimum cart value',
  startsAt: 'Starts',
  endsAt: 'Ends',
  maxUses: 'Total uses',
  perBuyerLimit: 'Uses per buyer',
  allProducts: 'All products',
  scopeProducts: 'Products',
  scopeCategories: 'Categories',
  couponCode: 'Promo code',
  // Exports and the Activity screen (issue 17 point 6).
  from: 'Start date',
  to: 'End date',
  adminId: 'Admin',
  action: 'Action',
  cursor: 'Page',
};

/** SPEC §5's own words, shown as written though they start in lower case. */
export const URL_REQUIRED_MESSAGE = 'please enter the URL';
const SPEC_SENTENCES = new Set([URL_REQUIRED_MESSAGE]);

/** A list's entries, named one by one: `image.1` is "Image 2". */
const ITEM_LABELS: Readonly<Record<string, string>> = {
  image: 'Image',
  category: 'Category',
  subCategory: 'Sub-category',
  questions: 'Question',
  options: 'Option',
  responses: 'Answer',
  list_items: 'Item',
  productIds: 'Product',
  includedFiles: 'Included file',
  compatibleSoftware: 'Compatible software',
  previews: 'Before/after pair',
};

/** Maps whose keys the admin chooses: `more_details.note` is 'The "note" field'. */
const NAMED_ENTRY_PARENTS = new Set(['more_details']);

/** "subCategoryId" or "address_line" as words, for a field not listed above. */
function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A table's own entry: a body key such as "constructor" must not find Object's. */
function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

const isIndex = (segment: PropertyKey) =>
  typeof segment === 'number' || (typeof segment === 'string' && /^\d+$/.test(segment));

/**
 * The words for a field's path: `name` "Name", `image.1` "Image 2",
 * `questions.0.options.1` "Question 1, option 2", `customer_details.customer_phone`
 * "Mobile number". Only list entries and the last field are named; the objects in between
 * are containers a person never sees.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  path.forEach((segment, index) => {
    const key = String(segment);
    const next = path[index + 1];
    const previous = index > 0 ? String(path[index - 1]) : undefined;
    if (isIndex(segment)) return;
    if (next !== undefined && isIndex(next)) {
      parts.push(
        `${own(ITEM_LABELS, key) ?? own(FIELD_LABELS, key) ?? humanise(key)} ${Number(next) + 1}`,
      );
      return;
    }
    if (next !== undefined) return;
    const known = own(FIELD_LABELS, key);
    const label =
      previous !== undefined && NAMED_ENTRY_PARENTS.has(previous) && known === undefined
        ? `The "${key}" field`
        : (known ?? humanise(key));
    // "questions.0.question": the entry's own text is the entry ("Question 1").
    const last = parts.at(-1);
    if (last?.startsWith(`${label} `) && /^\d+$/.test(last.slice(label.length + 1))) return;
    parts.push(label);
  });
  if (parts.length === 0) return 'The request';
  return parts.map((part, index) => (index === 0 ? part : lowerFirst(part))).join(', ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * One validation problem as a sentence: the field's label, then the contract's message,
 * then a full stop ("Name must be at most 120 characters."). The contract's own rules are
 * written without the field ("must be at most 120 characters"); a rule of ours written as a
 * whole sentence (`code` 'custom', capitalised: SPEC's 'Password and confirm password must be
 * the same') is returned unchanged, word for word. zod's own English ("Too big: …") keeps its
 * words after the label.
 */
export function issueSentence(
  path: readonly PropertyKey[],
  message: string,
  code?: string,
): string {
  if (SPEC_SENTENCES.has(message)) return message;
  const capitalised = /^[A-Z]/.test(message);
  if (capitalised && (code === 'custom' || code === undefined)) return message;
  const label = fieldLabel(path);
  const sentence = capitalised ? `${label}: ${lowerFirst(message)}` : `${label} ${message}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Which of `fields` a refusal sentence is about ("Mobile number must be …" → 'mobile'), so a
 * form can mark that field invalid: the sentence starts with the field's label.
 */
export function fieldNamedIn<Field extends string>(
  message: string,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => {
    const label = fieldLabel([field]);
    return message.startsWith(`${label} `) || message.startsWith(`${label}:`);
  });
}
