import { z } from 'zod';
import { idSchema, requiredText, successEnvelope } from '../common/index.js';
import { indianMobileSchema } from '../user/index.js';

const line = (max: number) =>
  requiredText().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The fields SPEC §5 requires, with an Indian 6-digit pincode. */
export const addressFieldsSchema = z.object({
  address_line: line(200),
  city: line(80),
  state: line(80),
  country: line(80),
  pincode: requiredText()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'must be a 6-digit Indian pincode'),
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
export const updateAddressRequestSchema = addressFieldsSchema.extend({
  _id: idSchema,
  userId: z.string().optional(),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequestSchema>;

export const disableAddressRequestSchema = z.object({ _id: idSchema });

export const addressReplySchema = successEnvelope(addressSchema);
export const addressListReplySchema = successEnvelope(z.array(addressSchema));
export type AddressListReply = z.infer<typeof addressListReplySchema>;
