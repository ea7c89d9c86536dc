import type { FakeTrade } from './fake-trades.ts';

/** The fake's pages for a browser: the H5 cashier WeChat Pay would show, with one button that pays. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function cashierPage(trade: FakeTrade | undefined, redirectUrl: string): string {
  const body = trade
    ? `<p>${escape(trade.description)}</p>
  <p><strong>¥${(trade.amount / 100).toFixed(2)}</strong></p>
  <form method="post" action="/fake/pay">
    <input type="hidden" name="out_trade_no" value="${escape(trade.outTradeNo)}">
    <input type="hidden" name="redirect_url" value="${escape(redirectUrl)}">
    <button type="submit">确认支付 / Pay</button>
  </form>`
    : '<p role="alert">订单不存在 / No such payment</p>';
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>微信支付 / WeChat Pay</title></head>
<body>
  <h1>微信支付 / WeChat Pay (fake)</h1>
  ${body}
</body>
</html>`;
}
