/** What other modules may use of the coupon module: checkout prices, holds and redeems. */
export {
  type AppliedCoupon,
  evaluateCoupon,
  redeemCoupon,
  reserveCoupon,
} from './redemption.js';
