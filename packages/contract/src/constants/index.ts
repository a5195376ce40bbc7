/** Business constants of SPEC §9, in one place for both sides. */
export const STORE_NAME = 'EditKaro Assets';
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';

export const TOKEN_KEYS = { access: 'accesstoken', refresh: 'refreshToken' } as const;

export const BANNER_ROTATION_MS = 4000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

export const BREAKPOINTS = {
  narrow: 768,
  categoryLabels: 500,
  mobileListing: 800,
  subCategoryImages: 1022,
  suggestedLayout: 500,
} as const;

export const OTP_LENGTH = 6;
export const SEARCH_PLACEHOLDER_COUNT = 10;
export const ADMIN_PRODUCT_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 300;
export const CATEGORY_LISTING_LIMIT = 200;
export const DEFAULT_TABLE_PAGE_SIZE = 10;
export const TICKET_PREVIEW_CHARS = 50;

export const FOOTER_VERSION = '3.1';
export const FOOTER_UPDATED = '13-02-2025';
export const POLICY_DATE = '16 December 2024';
export const SUPPORT_REPLY_DAYS = 3;

/** Warm-up polling of the API root (SPEC §4): 100 ms, doubling, capped at 5 s. */
export const WARMUP_FIRST_DELAY_MS = 100;
export const WARMUP_MAX_DELAY_MS = 5000;

export const SEARCH_PLACEHOLDERS = [
  'Search for "Designs"',
  'Search for "Templates"',
  'Search for "Effects"',
  'Search for "Thumbnails"',
] as const;
export const SEARCH_INPUT_PLACEHOLDER = 'Search for Designs,Templates and more.';

/** The feedback survey's messages (SPEC §8), also re-exported by `@store/contract/survey`. */
export const SURVEY_MESSAGES = {
  thanks: 'Thank you for your feedback',
  submitFailed: 'An error occurred while submitting',
  saved: 'Survey saved',
  answers: 'Survey answers',
  productNotFound: 'Product not found.',
} as const;

/*
 * The longest values people type: the schemas check them and the web forms put them on their
 * inputs as maxLength. Here, zod-free, so a page that only needs a limit (the header's search
 * box, the login form) does not load zod for it.
 */

/** An e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** A person's name. */
export const NAME_MAX = 80;
/** A mobile number as typed, with room for "+91", spaces and dashes around its 10 digits. */
export const MOBILE_MAX = 20;
/** Passwords (DESIGN §4): 8–128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Search text. */
export const SEARCH_TEXT_MAX = 200;
/** A free-text survey answer. */
export const SURVEY_ANSWER_MAX = 2000;
/** A category or sub-category name. */
export const CATEGORY_NAME_MAX = 120;
/** A support ticket's name and issue. */
export const TICKET_NAME_MAX = 100;
export const TICKET_ISSUE_MAX = 5000;
/** Each address field; the pincode is exactly 6 digits. */
export const ADDRESS_LIMITS = {
  address_line: 200,
  city: 80,
  state: 80,
  country: 80,
  pincode: 6,
} as const;

/**
 * Issue 16: how many products one wishlist holds (and one merge may send), and how many the
 * browser remembers as recently viewed. Here, not beside the wishlist schemas, so the web
 * app's first load reads them without loading zod.
 */
export const WISHLIST_MAX = 200;
export const RECENTLY_VIEWED_MAX = 12;

/**
 * Product page details an admin sets (issue 16): what the download holds, the software it
 * works in, its resolution or aspect, and a licence summary.
 */
export const PRODUCT_METADATA_LIMITS = {
  filesMax: 50,
  fileNameMax: 200,
  /** A file format such as CUBE, XMP, PRPROJ or MOGRT: letters and digits, no dot. */
  formatMax: 12,
  /** 100 GiB: no single asset file is larger. */
  fileSizeMaxBytes: 100 * 1024 ** 3,
  softwareMax: 20,
  softwareNameMax: 60,
  versionsMax: 60,
  resolutionMax: 60,
  licenceSummaryMax: 600,
} as const;

/** Sort and filter choices of listings, search and New Products (issue 16). */
export const CATALOGUE_FILTER_LIMITS = {
  /** Software names, and file formats, one filter may ask for at once. */
  valuesMax: 20,
  valueMax: 60,
} as const;
