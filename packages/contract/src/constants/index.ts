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
