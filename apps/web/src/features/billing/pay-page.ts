import { API_BASE, APP_CODE } from '@inkstone/contract/envelope';
import type { Language } from '@/shared/i18n/language.ts';

/** SPEC §7: the external pay page takes the app code, the token, the product id and the language. */
export function payPageUrl(input: { token: string; productId: number; language: Language }): string {
  const query = new URLSearchParams({
    appCode: APP_CODE,
    token: input.token,
    productId: String(input.productId),
    language: input.language,
  });
  return `${API_BASE}/cli/pay/v1/page?${query.toString()}`;
}

/**
 * Opens the pay page in a new tab, built at the click so the token never sits in the DOM.
 * `noopener`: the checkout cannot reach back into this window; it returns by a link to
 * `/?paid=1`, and this tab refreshes when it regains focus or hears of the payment.
 */
export function openPayPage(input: { token: string; productId: number; language: Language }): void {
  window.open(payPageUrl(input), '_blank', 'noopener');
}
