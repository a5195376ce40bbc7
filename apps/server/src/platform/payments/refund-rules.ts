import type { CreateRefundInput } from './types.js';

/**
 * Cashfree's refund rules (INTEGRATIONS.md "Refunds"), shared by the simulator and the local
 * fake so both refuse what Cashfree refuses: each returns Cashfree's error code and message,
 * or null when the request may go ahead.
 */
export const REFUND_ID_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** Refunds are taken only within six months of the successful payment. */
export function refundWindowEnd(paidAt: Date): Date {
  const end = new Date(paidAt);
  end.setUTCMonth(end.getUTCMonth() + 6);
  return end;
}

export interface RefundRefusal {
  code: string;
  message: string;
}

export function refundRequestProblem(
  input: Pick<CreateRefundInput, 'refundId' | 'amount' | 'note'>,
): RefundRefusal | null {
  if (!REFUND_ID_PATTERN.test(input.refundId)) {
    return { code: 'refund_id_invalid', message: 'refund_id : should be 3 to 40 characters' };
  }
  if (
    typeof input.amount !== 'number' ||
    !(input.amount > 0) ||
    Math.round(input.amount * 100) !== Number((input.amount * 100).toFixed(6))
  ) {
    return {
      code: 'refund_amount_invalid',
      message: 'refund_amount : should be a positive number with at most two decimals',
    };
  }
  if (input.note.length < 3 || input.note.length > 100) {
    return { code: 'refund_note_invalid', message: 'refund_note : should be 3 to 100 characters' };
  }
  return null;
}

/** An order's refund against what was paid and refunded before, and the payment's age. */
export function refundLimitProblem(input: {
  amount: number;
  paidAmount: number;
  refundedBefore: number;
  paidAt: Date;
  now: Date;
}): RefundRefusal | null {
  if (input.now > refundWindowEnd(input.paidAt)) {
    return {
      code: 'refund_window_expired',
      message: 'refunds can be initiated only within six months of the payment',
    };
  }
  if (
    Math.round(input.amount * 100) > Math.round((input.paidAmount - input.refundedBefore) * 100)
  ) {
    return {
      code: 'refund_amount_invalid',
      message:
        'refund_amount : should be less than or equal to the amount paid less earlier refunds',
    };
  }
  return null;
}
