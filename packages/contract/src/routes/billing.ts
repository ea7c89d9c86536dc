import { z } from 'zod';
import {
  chatCountSchema,
  checkoutTicketAnswer,
  couponAnswer,
  couponBody,
  PayType,
  payPageQuery,
  planStatusSchema,
  PayMethod,
  productsAnswer,
  statisticsBody,
} from '../billing.ts';
import { defineRoute } from './define.ts';

const tag = 'billing';
const ticket = z.string().min(1).max(200).describe('a checkout ticket: each step of the pay page uses one up');
const language = z.string().max(10).optional();

/** The pay page's own forms post these (form-encoded, answered with the next HTML page). */
export const checkoutBody = z.object({
  token: ticket,
  productId: z.coerce.number().int(),
  period: z.union([PayType, z.literal('package')]),
  /** The Chinese edition's pay page: WeChat Pay or Alipay (the sandbox and Stripe need none). */
  method: PayMethod.optional(),
  language,
});
/** The pay page's status of one order: it refreshes itself while the order waits for its payment. */
export const payStatusQuery = z.object({ token: ticket, order: z.string().max(64), language });
/** WeChat's OAuth comes back here with the payer's code, for JSAPI pay in its in-app browser. */
export const wechatOauthQuery = z.object({
  code: z.string().max(200).optional(),
  state: ticket,
  order: z.string().max(64),
  language,
});
export const sandboxPayBody = z.object({ token: ticket, orderId: z.string().max(64), language });

export const orderQuery = z.object({ id: z.string().max(64) });
export const orderSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  period: z.union([PayType, z.literal('package')]),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'cancelled', 'failed', 'closed', 'refunded']),
  paidAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Plans, the meter, payments and coupons (SPEC.md §4, §6, §7, §9). */
export const billingRoutes = {
  statistics: defineRoute({
    method: 'POST',
    path: 'cli/chatgpt/v1/getStatistics',
    encoding: 'form',
    body: statisticsBody.optional(),
    answer: chatCountSchema,
    auth: 'user',
    tag,
    summary: 'The chat count for the plan meter',
  }),
  plans: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/plans',
    answer: planStatusSchema,
    auth: 'user',
    tag,
    summary: 'Both plans, extra questions, and whether packages are on sale',
  }),
  products: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/products',
    answer: productsAnswer,
    auth: 'none',
    tag,
    summary: 'Products and prices of this edition',
  }),
  exchangeCoupon: defineRoute({
    method: 'POST',
    path: 'cli/coupon/v1/exchange',
    encoding: 'json',
    body: couponBody,
    answer: couponAnswer,
    auth: 'user',
    tag,
    summary: 'Redeem a coupon code',
  }),
  ticket: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/ticket',
    encoding: 'json',
    answer: checkoutTicketAnswer,
    auth: 'user',
    tag,
    summary: "A one-time checkout ticket: the pay page's token",
  }),
  payPage: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/page',
    query: payPageQuery,
    answer: 'html',
    auth: 'none',
    tag,
    summary: 'The pay page (HTML)',
  }),
  checkout: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/checkout',
    encoding: 'form',
    body: checkoutBody,
    answer: 'html',
    auth: 'none',
    tag,
    summary: 'Open an order and go to the payment provider',
    description: 'Answers the sandbox pay page, or a 303 redirect to the real provider.',
  }),
  sandboxPay: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/sandbox/pay',
    encoding: 'form',
    body: sandboxPayBody,
    answer: 'html',
    auth: 'none',
    tag,
    summary: 'Complete a sandbox order (only without a real provider)',
  }),
  order: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/order',
    query: orderQuery,
    answer: orderSchema,
    auth: 'user',
    tag,
    summary: 'One of your orders',
  }),
  payStatus: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/status',
    query: payStatusQuery,
    answer: 'html',
    auth: 'none',
    tag,
    summary: 'Where an order stands (HTML; refreshes itself while it waits)',
    description: 'Past a short wait it asks WeChat Pay or Alipay, since their notification may be late or lost.',
  }),
  wechatOauth: defineRoute({
    method: 'GET',
    path: 'cli/pay/v1/wechatpay/oauth',
    query: wechatOauthQuery,
    answer: 'html',
    auth: 'none',
    tag,
    summary: "WeChat OAuth's return for JSAPI pay (HTML)",
  }),
  /** Served only when WeChat Pay is configured; the JSON body is read as raw bytes for the signature. */
  wechatpayNotify: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/wechatpay/notify',
    encoding: 'json',
    answer: 'text',
    auth: 'none',
    tag,
    summary: 'WeChat Pay notification (signed, encrypted)',
    description: 'Answers 204 once handled, 4xx/5xx with {"code":"FAIL"} otherwise, as WeChat Pay expects.',
  }),
  /** Served only when Alipay is configured. */
  alipayNotify: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/alipay/notify',
    encoding: 'form',
    answer: 'text',
    auth: 'none',
    tag,
    summary: 'Alipay asynchronous notification (signed)',
    description: 'Answers the plain text success once handled, failure otherwise, as Alipay expects.',
  }),
  /** Served only when Stripe is configured; its JSON body is read as raw bytes for the signature. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: 'cli/pay/v1/stripe/webhook',
    encoding: 'json',
    answer: z.object({ duplicate: z.boolean().describe('the event was handled before') }),
    auth: 'none',
    tag,
    summary: 'Stripe webhook (signed)',
  }),
};
