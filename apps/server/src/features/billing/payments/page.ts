import type { Language } from '@inkstone/contract/edition';
import type { Price, ProductKind } from '@inkstone/contract/billing';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
// Prices read the same here as on the plan panel that opened this page.
import { formatPrice } from '@inkstone/contract/price';

/** The checkout pages are plain server-rendered HTML: no script, every value escaped. */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pages' stylesheet, the text between `<style>` and `</style>`. */
const STYLE =
  "body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;" +
  'color:#1f2328}\n' +
  '.banner{background:#fff7e6;border:1px solid #ffd591;padding:.75rem;border-radius:8px}' +
  'button,a.button{display:block;box-sizing:border-box;width:100%;margin:.5rem 0;padding:.75rem;' +
  'border-radius:8px;border:1px solid #0F4C81;background:#0F4C81;color:#fff;font-size:1rem;' +
  'text-align:center;text-decoration:none;cursor:pointer}\n' +
  'a.secondary{background:#fff;color:#0F4C81}label{display:block;padding:.5rem 0}';

function layout(language: Language, body: string, sandbox: boolean) {
  const t = (key: MessageKey) => escape(formatMessage(language, key));
  return (
    `<!doctype html><html lang="${language === 'zh_CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">\n` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
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
      `<fieldset><legend>${t('pay.choose')}</legend>${options}</fieldset>
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
