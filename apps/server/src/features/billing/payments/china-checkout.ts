import type { PayMethod } from '@inkstone/contract/billing';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import type { OrderRow } from '../order-store.ts';
import type { ChinaProviders } from './china-providers.ts';
import type { OrderForPay } from './trade.ts';
import { oauthAuthorizeUrl } from './wechatpay/oauth.ts';

/** How the payer goes on: to the provider's page, to WeChat's OAuth (JSAPI), or a QR code to scan here. */
export type PayStep =
  | { kind: 'redirect'; url: string; method: string }
  | { kind: 'qr'; codeUrl: string; method: 'native' }
  | { kind: 'oauth'; url: string; method: 'jsapi' };

export type PayAddresses = {
  /** This server's public address, where the providers notify and send the payer back. */
  publicUrl: string;
  /** The order's status page (with a fresh ticket), where the payer comes back to. */
  statusUrl: string;
  /** WeChat OAuth's return for JSAPI pay, carrying the ticket as its state (null: not paying by JSAPI). */
  oauthReturn: { url: string; state: string } | null;
};

export function orderForPay(order: OrderRow, language: Language): OrderForPay {
  return {
    id: order.id,
    amount: order.amount,
    description: `Inkstone · ${formatMessage(language, `pay.product.${order.productKind}` as MessageKey)}`,
    expiresAt: order.expiresAt!,
  };
}

export const notifyUrlOf = (publicUrl: string, method: PayMethod) => `${publicUrl}/api/cli/pay/v1/${method}/notify`;

/**
 * Opens the payment at the provider the payer chose, the way their browser can pay: WeChat
 * Pay by JSAPI inside WeChat (after OAuth for their openid), H5 on phones, a Native QR code on
 * desktops; Alipay by WAP pay on phones, page pay on desktops. Throws PayProviderError when
 * the provider refuses or cannot be reached; the order then waits, unpaid, for the sweep.
 */
export async function openChinaPayment(
  providers: ChinaProviders,
  input: {
    order: OrderRow;
    method: PayMethod;
    device: 'wechat' | 'mobile' | 'desktop';
    clientIp: string;
    language: Language;
    addresses: PayAddresses;
    oauth: { url: string; appId: string };
  },
): Promise<PayStep> {
  const { order, addresses } = input;
  const pay = orderForPay(order, input.language);
  const notifyUrl = notifyUrlOf(addresses.publicUrl, input.method);
  if (input.method === 'wechatpay') {
    const wechatpay = providers.wechatpay!;
    if (input.device === 'wechat' && addresses.oauthReturn) {
      const url = oauthAuthorizeUrl({
        oauthUrl: input.oauth.url,
        appId: input.oauth.appId,
        redirectUri: addresses.oauthReturn.url,
        state: addresses.oauthReturn.state,
      });
      return { kind: 'oauth', url, method: 'jsapi' };
    }
    if (input.device === 'mobile') {
      const { h5Url } = await wechatpay.h5(pay, notifyUrl, { clientIp: input.clientIp });
      const url = `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(addresses.statusUrl)}`;
      return { kind: 'redirect', url, method: 'h5' };
    }
    const { codeUrl } = await wechatpay.native(pay, notifyUrl);
    return { kind: 'qr', codeUrl, method: 'native' };
  }
  const alipay = providers.alipay!;
  if (input.device === 'desktop') {
    const url = await alipay.pagePayUrl(pay, { notifyUrl, returnUrl: addresses.statusUrl });
    return { kind: 'redirect', url, method: 'page' };
  }
  const url = await alipay.wapPayUrl(pay, { notifyUrl, returnUrl: addresses.statusUrl, quitUrl: addresses.statusUrl });
  return { kind: 'redirect', url, method: 'wap' };
}
