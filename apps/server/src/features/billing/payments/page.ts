import type { Language } from '@inkstone/contract/edition';
import type { PayMethod, Price, ProductKind } from '@inkstone/contract/billing';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
// Prices read the same here as on the plan panel that opened this page.
import { formatPrice } from '@inkstone/contract/price';

/** The checkout pages are plain server-rendered HTML: no script, every value escaped. */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** How often a page waiting for a payment looks again. */
export const REFRESH_SECONDS = 3;

/** The pages' stylesheet, the text between `<style>` and `</style>`. */
const STYLE =
  "body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;" +
  'color:#1f2328}\n' +
  '.banner{background:#fff7e6;border:1px solid #ffd591;padding:.75rem;border-radius:8px}' +
  'button,a.button{display:block;box-sizing:border-box;width:100%;margin:.5rem 0;padding:.75rem;' +
  'border-radius:8px;border:1px solid #0F4C81;background:#0F4C81;color:#fff;font-size:1rem;' +
  'text-align:center;text-decoration:none;cursor:pointer}\n' +
  'a.secondary{background:#fff;color:#0F4C81}label{display:block;padding:.5rem 0}';

/** `refresh`: the page goes there by itself after a few seconds (no script: a meta refresh). */
function layout(language: Language, body: string, sandbox: boolean, refresh?: string) {
  const t = (key: MessageKey) => escape(formatMessage(language, key));
  return (
    `<!doctype html><html lang="${language === 'zh_CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    (refresh ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS};url=${escape(refresh)}">` : '') +
    `<title>${t('pay.title')} · Inkstone</title>\n` +
    `<style>${STYLE}</style></head>\n` +
    `<body><h1>${t('pay.title')}</h1>${sandbox ? `<p class="banner" role="note">${t('pay.sandbox')}</p>` : ''}` +
    `${body}</body></html>`
  );
}

type Common = {
  language: Language;
  sandbox: boolean;
  token: string;
  productId: number;
  kind: ProductKind;
  prices: Price[];
  /** The Chinese edition's methods, in the order offered (the first is chosen). */
  methods?: PayMethod[];
};

/** Step 1: the product and its periods. */
export function choosePage(input: Common) {
  const t = (key: MessageKey, params: Record<string, string> = {}) =>
    escape(formatMessage(input.language, key, params));
  const options = input.prices
    .map(
      (price, index) =>
        `<label><input type="radio" name="period" value="${price.period}" ${index === 0 ? 'checked' : ''}> ` +
        `${t(`pay.${price.period}` as MessageKey)} · ${escape(formatPrice(price, input.language))}</label>`,
    )
    .join('');
  return layout(
    input.language,
    `<h2>${t(`pay.product.${input.kind}` as MessageKey)}</h2>
<form method="post" action="/api/cli/pay/v1/checkout">
<input type="hidden" name="token" value="${escape(input.token)}">` +
      `<input type="hidden" name="productId" value="${input.productId}">
<input type="hidden" name="language" value="${input.language}">` +
      `<fieldset><legend>${t('pay.choose')}</legend>${options}</fieldset>${methodChoice(input)}
<button type="submit">${t('pay.continue')}</button></form><a class="button secondary" href="/">${t('pay.cancel')}</a>`,
    input.sandbox,
  );
}

/** Step 2 of the sandbox: confirm and "pay". */
export function sandboxPayPage(input: {
  language: Language;
  token: string;
  orderId: string;
  price: Price;
  kind: ProductKind;
}) {
  const t = (key: MessageKey, params: Record<string, string> = {}) =>
    escape(formatMessage(input.language, key, params));
  return layout(
    input.language,
    `<h2>${t(`pay.product.${input.kind}` as MessageKey)}</h2>
<form method="post" action="/api/cli/pay/v1/sandbox/pay">` +
      `<input type="hidden" name="token" value="${escape(input.token)}">
<input type="hidden" name="orderId" value="${escape(input.orderId)}">` +
      `<input type="hidden" name="language" value="${input.language}">
<button type="submit">${t('pay.paySandbox', { price: formatPrice(input.price, input.language) })}</button></form>
<a class="button secondary" href="/">${t('pay.cancel')}</a>`,
    true,
  );
}

export function donePage(language: Language) {
  const t = (key: MessageKey) => escape(formatMessage(language, key));
  return layout(
    language,
    `<p role="status">${t('pay.done')}</p><a class="button" href="/?paid=1">${t('pay.back')}</a>`,
    false,
  );
}

/** A checkout ticket that is unknown, expired or used: the way back, not a JSON error. */
export function expiredPage(language: Language) {
  const t = (key: MessageKey) => escape(formatMessage(language, key));
  return layout(
    language,
    `<p role="alert">${t('pay.expired')}</p><a class="button" href="/">${t('pay.back')}</a>`,
    false,
  );
}

/** The Chinese edition's choice of WeChat Pay or Alipay, when more than the sandbox sells. */
function methodChoice(input: Common): string {
  if (!input.methods?.length) return '';
  const t = (key: MessageKey) => escape(formatMessage(input.language, key));
  const options = input.methods
    .map(
      (method, index) =>
        `<label><input type="radio" name="method" value="${method}" ${index === 0 ? 'checked' : ''}> ` +
        `${t(`pay.method.${method}` as MessageKey)}</label>`,
    )
    .join('');
  return `<fieldset><legend>${t('pay.method')}</legend>${options}</fieldset>`;
}

type Waiting = { language: Language; kind: ProductKind; price: Price; statusUrl: string };

/** WeChat Pay's Native QR code for a desktop browser; the page looks for the payment by itself. */
export function scanPage(input: Waiting & { qrSvg: string }) {
  const t = (key: MessageKey, params: Record<string, string> = {}) =>
    escape(formatMessage(input.language, key, params));
  return layout(
    input.language,
    `<h2>${t(`pay.product.${input.kind}` as MessageKey)}</h2>` +
      `<p>${t('pay.scan', { price: formatPrice(input.price, input.language) })}</p>` +
      `<div class="qr" role="img" aria-label="${t('pay.method.wechatpay')}">${input.qrSvg}</div>` +
      `<p role="status">${t('pay.waiting')}</p>` +
      `<a class="button secondary" href="${escape(input.statusUrl)}">${t('pay.checkNow')}</a>` +
      `<a class="button secondary" href="/">${t('pay.cancel')}</a>`,
    false,
    input.statusUrl,
  );
}

/** After the provider's page (or while its notification is on its way): looks again by itself. */
export function waitingPage(input: Waiting) {
  const t = (key: MessageKey) => escape(formatMessage(input.language, key));
  return layout(
    input.language,
    `<h2>${t(`pay.product.${input.kind}` as MessageKey)} · ${escape(formatPrice(input.price, input.language))}</h2>` +
      `<p role="status">${t('pay.waiting')}</p>` +
      `<a class="button secondary" href="${escape(input.statusUrl)}">${t('pay.checkNow')}</a>` +
      `<a class="button secondary" href="/">${t('pay.cancel')}</a>`,
    false,
    input.statusUrl,
  );
}

/**
 * JSAPI pay inside WeChat's in-app browser: WeixinJSBridge opens WeChat's own pay sheet with
 * the signed parameters, then the page goes to the order's status whatever the sheet says
 * (only WeChat Pay's word, by notification or query, grants). The one script of these pages,
 * allowed by its nonce.
 */
export function jsapiPage(input: Waiting & { bridge: Record<string, string>; nonce: string }) {
  const t = (key: MessageKey, params: Record<string, string> = {}) =>
    escape(formatMessage(input.language, key, params));
  // JSON in a script: `<` escaped so no value can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const script =
    `var p=${json(input.bridge)},s=${json(input.statusUrl)};` +
    "function go(){WeixinJSBridge.invoke('getBrandWCPayRequest',p,function(){location.replace(s)})}" +
    "if(typeof WeixinJSBridge==='undefined'){document.addEventListener('WeixinJSBridgeReady',go,false)}else{go()}";
  return layout(
    input.language,
    `<h2>${t(`pay.product.${input.kind}` as MessageKey)}</h2>` +
      `<p role="status">${t('pay.openInWechat', { price: formatPrice(input.price, input.language) })}</p>` +
      `<a class="button" href="${escape(input.statusUrl)}">${t('pay.checkNow')}</a>` +
      `<a class="button secondary" href="/">${t('pay.cancel')}</a>` +
      `<script nonce="${escape(input.nonce)}">${script}</script>`,
    false,
  );
}

/** A message and the way back: a closed or refunded order, a provider that could not be reached. */
export function noticePage(language: Language, text: string) {
  const t = (key: MessageKey) => escape(formatMessage(language, key));
  return layout(language, `<p role="alert">${escape(text)}</p><a class="button" href="/">${t('pay.back')}</a>`, false);
}
