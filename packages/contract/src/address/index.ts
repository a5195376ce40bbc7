import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { idSchema, requiredText, requiredTrimmedText, successEnvelope } from '../common/index.js';
import { ADDRESS_LIMITS } from '../constants/index.js';
import { indianMobileSchema } from '../user/index.js';

export { ADDRESS_LIMITS };

/** The fields SPEC §5 requires, with an Indian 6-digit pincode. */
export const addressFieldsSchema = z.object({
  address_line: requiredTrimmedText(ADDRESS_LIMITS.address_line),
  city: requiredTrimmedText(ADDRESS_LIMITS.city),
  state: requiredTrimmedText(ADDRESS_LIMITS.state),
  country: requiredTrimmedText(ADDRESS_LIMITS.country),
  pincode: requiredText().check(
    z.trim(),
    z.regex(/^[1-9]\d{5}$/, 'must be a 6-digit Indian pincode'),
  ),
  mobile: indianMobileSchema,
});

export const addressSchema = z.object({
  _id: idSchema,
  userId: idSchema,
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  mobile: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const createAddressRequestSchema = addressFieldsSchema;
export type CreateAddressRequest = z.input<typeof createAddressRequestSchema>;

/** `userId` is accepted for SPEC §7 compatibility and ignored: the owner is the signed-in user. */
export const updateAddressRequestSchema = z.extend(addressFieldsSchema, {
  _id: idSchema,
  userId: z.optional(z.string()),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;

export const disableAddressRequestSchema = z.object({ _id: idSchema });

export const addressReplySchema = successEnvelope(addressSchema);
export const addressListReplySchema = successEnvelope(z.array(addressSchema));
export type AddressListReply = z.infer<typeof addressListReplySchema>;

/** The schemas of `apiRoutes.address` (decision 0049), under the table's keys. */
export const addressApi = {
  create: { body: createAddressRequestSchema, reply: addressReplySchema },
  list: { reply: addressListReplySchema },
  update: { body: updateAddressRequestSchema, reply: addressReplySchema },
  disable: { body: disableAddressRequestSchema, reply: addressReplySchema },
} as const satisfies SchemasFor<'address'>;
