/**
 * The longest values people type, in one zod-free place: the schemas check them and the web
 * forms put them on their inputs as maxLength, so a page that only needs a limit (the header's
 * search box, the login form) does not load zod for it.
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
