import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from '../address/index.js';
import { catalogueNameSchema } from '../category/index.js';
import { searchTextSchema } from '../common/index.js';
import { submitTicketRequestSchema } from '../ticket/index.js';
import { emailSchema, indianMobileSchema, nameSchema, passwordSchema } from '../user/index.js';
import {
  ADDRESS_LIMITS,
  CATEGORY_NAME_MAX,
  EMAIL_MAX,
  MOBILE_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  SEARCH_TEXT_MAX,
  TICKET_ISSUE_MAX,
  TICKET_NAME_MAX,
} from './index.js';

interface Parser {
  safeParse(input: unknown): { success: boolean };
}

/** The web's maxLength is only right if the schema takes exactly that many characters. */
const cases: Array<[string, Parser, number, (length: number) => string]> = [
  ['name', nameSchema, NAME_MAX, (n) => 'a'.repeat(n)],
  ['email', emailSchema, EMAIL_MAX, (n) => `${'a'.repeat(n - 12)}@example.com`],
  ['password', passwordSchema, PASSWORD_MAX, (n) => 'p'.repeat(n)],
  ['mobile', indianMobileSchema, MOBILE_MAX, (n) => `98765${' '.repeat(n - 10)}43210`],
  ['category name', catalogueNameSchema, CATEGORY_NAME_MAX, (n) => 'c'.repeat(n)],
  ['search', searchTextSchema, SEARCH_TEXT_MAX, (n) => 's'.repeat(n)],
];

describe('input limits', () => {
  it.each(cases)('%s takes its limit and refuses one more', (_, schema, limit, text) => {
    expect(schema.safeParse(text(limit)).success).toBe(true);
    expect(schema.safeParse(text(limit + 1)).success).toBe(false);
  });

  it('address fields and the ticket stop at their limits', () => {
    const address = {
      address_line: 'a'.repeat(ADDRESS_LIMITS.address_line),
      city: 'c'.repeat(ADDRESS_LIMITS.city),
      state: 's'.repeat(ADDRESS_LIMITS.state),
      country: 'i'.repeat(ADDRESS_LIMITS.country),
      pincode: '4'.repeat(ADDRESS_LIMITS.pincode),
      mobile: '9876543210',
    };
    expect(addressFieldsSchema.safeParse(address).success).toBe(true);
    for (const field of ['address_line', 'city', 'state', 'country', 'pincode'] as const) {
      const longer = { ...address, [field]: `${address[field]}4` };
      expect(addressFieldsSchema.safeParse(longer).success, field).toBe(false);
    }
    const ticket = {
      name: 'n'.repeat(TICKET_NAME_MAX),
      email: 'a@example.com',
      issue: 'i'.repeat(TICKET_ISSUE_MAX),
    };
    expect(submitTicketRequestSchema.safeParse(ticket).success).toBe(true);
    expect(
      submitTicketRequestSchema.safeParse({ ...ticket, name: `${ticket.name}n` }).success,
    ).toBe(false);
    expect(
      submitTicketRequestSchema.safeParse({ ...ticket, issue: `${ticket.issue}i` }).success,
    ).toBe(false);
  });
});
