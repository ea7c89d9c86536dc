import { z } from 'zod';
import { Limits, ProductIds } from './limits.ts';
import type { Edition } from './edition.ts';

/** The chat count of SPEC.md §3, answered by cli/chatgpt/v1/getStatistics. */
export const chatCountSchema = z.object({
  isPay: z.boolean().describe('an active Q&A plan'),
  deadline: z.string().nullable().describe('Q&A plan expiry (ISO)'),
  totalDay: z.number().int().describe('days in the current plan period'),
  remainder: z.number().int().describe('days left on the Q&A plan'),
  dailyCount: z.number().int().describe('questions asked today'),
  monthCount: z.number().int().describe('premium-model questions this month (plan allowance)'),
  FixedCount: z.number().int().describe('extra questions left: packages, invitation reward, coupons'),
  endTime: z.string().describe('when today’s count starts again (ISO)'),
  totalfreeCount: z.number().int().describe('free questions per day'),
  payType: z.enum(['year', 'quarter', 'month']).nullable(),
  monthLimit: z.number().int().describe('premium-model questions per month on the plan'),
  dailyLimit: z.number().int().describe('questions per day that apply today'),
});
export type ChatCount = z.infer<typeof chatCountSchema>;

export const statisticsBody = z.object({
  roleId: z.union([z.string(), z.number()]).optional(),
  botId: z.union([z.string(), z.number()]).optional(),
  common: z.union([z.string(), z.boolean(), z.number()]).optional(),
});

export const PayType = z.enum(['year', 'quarter', 'month']);
export type PayType = z.infer<typeof PayType>;
export const PlanKind = z.enum(['qa', 'drawing']);
export type PlanKind = z.infer<typeof PlanKind>;

const planState = z.object({
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  daysLeft: z.number().int(),
  payType: PayType.nullable(),
});
/** GET cli/pay/v1/plans — both plans of the signed-in user, for the Plan tab. */
export const planStatusSchema = z.object({
  qa: planState,
  drawing: planState,
  extraQuestions: z.number().int(),
  canBuyPackage: z.boolean().describe('packages are sold only with an active Q&A plan'),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

export type ProductKind = 'qaPlan' | 'qaPackage' | 'drawingPlan';
export type Price = { period: PayType | 'package'; amount: number; currency: 'USD' | 'CNY' };

/** Prices by edition; the global Q&A month is SPEC's '20$ / month'. Amounts in cents / fen. */
export const Prices: Record<Edition, Record<ProductKind, Price[]>> = {
  global: {
    qaPlan: [
      { period: 'month', amount: 2000, currency: 'USD' },
      { period: 'quarter', amount: 5400, currency: 'USD' },
      { period: 'year', amount: 19200, currency: 'USD' },
    ],
    qaPackage: [{ period: 'package', amount: 300, currency: 'USD' }],
    drawingPlan: [
      { period: 'month', amount: 1500, currency: 'USD' },
      { period: 'quarter', amount: 4000, currency: 'USD' },
      { period: 'year', amount: 14400, currency: 'USD' },
    ],
  },
  cn: {
    qaPlan: [
      { period: 'month', amount: 6800, currency: 'CNY' },
      { period: 'quarter', amount: 18800, currency: 'CNY' },
      { period: 'year', amount: 68800, currency: 'CNY' },
    ],
    qaPackage: [{ period: 'package', amount: 1800, currency: 'CNY' }],
    drawingPlan: [
      { period: 'month', amount: 4800, currency: 'CNY' },
      { period: 'quarter', amount: 12800, currency: 'CNY' },
      { period: 'year', amount: 46800, currency: 'CNY' },
    ],
  },
};

export function productKindOf(edition: Edition, productId: number): ProductKind | null {
  const ids = ProductIds[edition];
  if (productId === ids.qaPlan) return 'qaPlan';
  if (productId === ids.qaPackage) return 'qaPackage';
  if (productId === ids.drawingPlan) return 'drawingPlan';
  return null;
}

export const PRO_PRICE_TEXT = Limits.proPriceText;

/** GET cli/pay/v1/products: what this edition sells, and through which checkout. */
export const PayMethod = z.enum(['wechatpay', 'alipay']);
export type PayMethod = z.infer<typeof PayMethod>;

export const productsAnswer = z.object({
  provider: z
    .enum(['sandbox', 'stripe', 'wechatpay', 'alipay'])
    .describe('sandbox until a real provider is configured'),
  methods: z.array(PayMethod).describe('the Chinese edition: the methods the pay page offers, WeChat Pay first'),
  products: z.array(
    z.object({
      productId: z.number().int(),
      kind: z.enum(['qaPlan', 'qaPackage', 'drawingPlan']),
      prices: z.array(
        z.object({
          period: z.enum(['year', 'quarter', 'month', 'package']),
          amount: z.number().int(),
          currency: z.enum(['USD', 'CNY']),
        }),
      ),
    }),
  ),
});
export type ProductsAnswer = z.infer<typeof productsAnswer>;

/**
 * POST cli/pay/v1/ticket: a one-time checkout ticket for the pay page's `token`. The address
 * ends up in browser history and logs, so it never carries the session token.
 */
export const checkoutTicketAnswer = z.object({
  token: z.string(),
  expiresAt: z.string().describe('the ticket opens the pay page once, until then (ISO)'),
});

/** GET cli/pay/v1/page query: what the web app opens (SPEC.md §7 "Payment"). */
export const payPageQuery = z.object({
  appCode: z.string().max(64).optional(),
  token: z.string().min(1).max(200).describe('a checkout ticket from cli/pay/v1/ticket, not the session token'),
  productId: z.coerce.number().int(),
  language: z.string().max(10).optional(),
});

export const couponBody = z.object({ actCode: z.string().trim().max(64).default('') });
export const couponAnswer = z.object({
  kind: z.enum(['qa_days', 'drawing_days', 'qa_count']),
  amount: z.number().int(),
});
