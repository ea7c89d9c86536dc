import { APP_CODE } from '@inkstone/contract/envelope';
import { pathOf } from '@inkstone/contract/routes/define';
import { routes } from '@inkstone/contract/routes/index';
import type { Language } from '@/shared/i18n/language.ts';
import { getCheckoutTicket } from './api/get-checkout-ticket.ts';

/**
 * SPEC §7: the external pay page takes the app code, the token, the product id and the
 * language. Its address stays in the browser's history and the server's logs, so `token` is a
 * one-time checkout ticket that expires in minutes, never the session token.
 */
export function payPageUrl(input: { ticket: string; productId: number; language: Language }): string {
  const query = new URLSearchParams({
    appCode: APP_CODE,
    token: input.ticket,
    productId: String(input.productId),
    language: input.language,
  });
  return `${pathOf(routes.billing.payPage)}?${query.toString()}`;
}

/**
 * Opens the pay page in a new tab. The tab opens at the click, before the ticket call, since a
 * tab opened after an await is blocked as a pop-up; it is cut off from this window (`opener`)
 * before it goes anywhere. The checkout returns by a link to `/?paid=1`, and this tab refreshes
 * when it regains focus or hears of the payment. Pop-ups blocked all the same: this tab goes.
 * A failed ticket call closes the blank tab and rejects (its toast is already shown).
 */
export async function openPayPage(input: { productId: number; language: Language }): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const address = payPageUrl({ ticket: await getCheckoutTicket(), ...input });
    if (tab) tab.location.replace(address);
    else window.location.assign(address);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
