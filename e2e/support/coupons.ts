/**
 * Coupons issued into the e2e database before the server starts (PGlite is single-process,
 * so `npm run coupon` cannot write while the server runs). Many uses: every test user may
 * redeem each once; a second try by the same user is refused.
 */
export const E2E_COUPONS = [{ code: 'E2EDRAW30', kind: 'drawing_days', amount: 30 }] as const;

/** Shell commands that issue them with the billing feature's own CLI. */
export function couponSeedCommands(): string[] {
  return E2E_COUPONS.map(
    (coupon) =>
      `node --import tsx apps/server/src/features/billing/coupon-cli.ts create ` +
      `--kind ${coupon.kind} --amount ${coupon.amount} --uses 10000 --code ${coupon.code}`,
  );
}
