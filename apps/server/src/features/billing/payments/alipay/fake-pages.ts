import { fenToYuan } from './amount.ts';
import type { FakeTrade } from './fake-trades.ts';

/** The fake's cashier: enough for a browser test to read the order and click through. */

/** Where the cashier's button posts (the fake serves it beside /gateway.do). */
export const CASHIER_PAY_PATH = '/cashier/pay';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${body}</body></html>`;

export function cashierPage(trade: FakeTrade): string {
  return page(
    '支付宝收银台 (fake)',
    `<main><h1>支付宝收银台 (fake)</h1>` +
      `<p data-testid="subject">${escape(trade.subject)}</p>` +
      `<p data-testid="amount">¥${fenToYuan(trade.totalAmount)}</p>` +
      `<form method="post" action="${CASHIER_PAY_PATH}">` +
      `<input type="hidden" name="out_trade_no" value="${escape(trade.outTradeNo)}">` +
      `<button type="submit">确认付款 / Pay</button></form>` +
      (trade.quitUrl ? `<p><a href="${escape(trade.quitUrl)}">返回商家 / Back to the shop</a></p>` : '') +
      `</main>`,
  );
}

export function errorPage(message: string): string {
  return page(
    '支付宝 - 错误 (fake)',
    `<main><h1>支付宝: 出错了 / Error</h1><p role="alert">${escape(message)}</p></main>`,
  );
}
