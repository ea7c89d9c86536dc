/** SPEC §4 coupon dialog: the result state is -1 (none), 0 (success) or 1 (failure). */
export const CouponResult = { none: -1, success: 0, failure: 1 } as const;
export type CouponResult = (typeof CouponResult)[keyof typeof CouponResult];
