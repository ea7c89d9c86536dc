import { randomUUID } from 'node:crypto';
import { Limits, ProductIds } from '@inkstone/contract/limits';
import {
  productKindOf,
  type ChatCount,
  type PayType,
  type PlanStatus,
  type Price,
  type ProductKind,
} from '@inkstone/contract/billing';
import type { DrawAllowance } from '@inkstone/contract/draw';
import { ResultCode } from '@inkstone/contract/envelope';
import type { Db } from '../../platform/db/client.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { couponByCode, recordRedemption, takeUse } from './coupon-store.ts';
import { DAY_MS, dayKey, monthStartKey, nextMidnight } from './day.ts';
import { insertOrder, markPaid, orderById, recordOrderEvent, type OrderRow, type OrderStatus } from './order-store.ts';
import { pricesOf } from './prices.ts';
import { activePlan, chargeDrawing, chargeQuestion, refund, type Grant } from './quota.ts';
import { addCredits, creditsLeft, extendPlan, planOf, usedOn } from './store.ts';
import { credits } from './tables.ts';
import { and, eq } from 'drizzle-orm';

export type { Grant };
type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/** For every chat request: may it run? Counted atomically; give it back with `refundCharge`. */
export function chargeForQuestion(platform: Ctx, userId: number, options: { premium: boolean }): Promise<Grant> {
  return chargeQuestion(platform.db, platform.config, userId, options.premium, platform.clock.now());
}

/** Today in the zone whose midnight resets the daily allowances. */
export function quotaDay(platform: Ctx): string {
  return dayKey(platform.clock.now(), platform.config.TIME_ZONE);
}

/** When today's allowances start again (the next midnight in that zone). */
export function allowancesResetAt(platform: Ctx): Date {
  return nextMidnight(platform.clock.now(), platform.config.TIME_ZONE);
}

export function chargeForDrawing(platform: Ctx, userId: number): Promise<Grant> {
  return chargeDrawing(platform.db, platform.config, userId, platform.clock.now());
}

export function refundCharge(platform: Ctx, grant: Grant): Promise<void> {
  return refund(platform.db, grant);
}

/** VIP-only bot features ask here. */
export async function isQaVip(platform: Ctx, userId: number): Promise<boolean> {
  return Boolean(await activePlan(platform.db, userId, 'qa', platform.clock.now()));
}

const daysLeft = (expiresAt: Date, now: Date) => Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));

/** SPEC.md §3 chat count for the sidebar meter. */
export async function chatCount(platform: Ctx, userId: number): Promise<ChatCount> {
  const { db, config } = platform;
  const now = platform.clock.now();
  const plan = await planOf(db, userId, 'qa');
  const active = plan && plan.expiresAt > now ? plan : null;
  return {
    isPay: Boolean(active),
    deadline: active?.expiresAt.toISOString() ?? null,
    totalDay: active?.periodDays ?? 0,
    remainder: active ? daysLeft(active.expiresAt, now) : 0,
    dailyCount: await usedOn(db, userId, dayKey(now, config.TIME_ZONE), 'qa'),
    monthCount: await usedOn(db, userId, monthStartKey(now, config.TIME_ZONE), 'qa_premium'),
    FixedCount: await creditsLeft(db, userId, now),
    endTime: nextMidnight(now, config.TIME_ZONE).toISOString(),
    totalfreeCount: config.FREE_DAILY_LIMIT,
    payType: active?.payType ?? null,
    monthLimit: active ? config.PRO_PREMIUM_MONTHLY : 0,
    dailyLimit: active ? config.PRO_DAILY_LIMIT : config.FREE_DAILY_LIMIT,
  };
}

/** Today's drawing allowance, counted as `chargeForDrawing` counts it. */
export async function drawingAllowance(platform: Ctx, userId: number): Promise<DrawAllowance> {
  const { db, config } = platform;
  const now = platform.clock.now();
  const plan = await activePlan(db, userId, 'drawing', now);
  const limit = plan ? config.DRAW_PRO_DAILY_LIMIT : config.FREE_DRAW_DAILY_LIMIT;
  const used = await usedOn(db, userId, dayKey(now, config.TIME_ZONE), 'drawing');
  return {
    used,
    limit,
    left: Math.max(0, limit - used),
    plan: Boolean(plan),
    resetsAt: nextMidnight(now, config.TIME_ZONE).toISOString(),
  };
}

export async function planStatus(platform: Ctx, userId: number): Promise<PlanStatus> {
  const now = platform.clock.now();
  const state = async (kind: 'qa' | 'drawing') => {
    const plan = await planOf(platform.db, userId, kind);
    const active = Boolean(plan && plan.expiresAt > now);
    return {
      active,
      expiresAt: plan?.expiresAt.toISOString() ?? null,
      daysLeft: plan && active ? daysLeft(plan.expiresAt, now) : 0,
      payType: plan?.payType ?? null,
    };
  };
  const qa = await state('qa');
  return {
    qa,
    drawing: await state('drawing'),
    extraQuestions: await creditsLeft(platform.db, userId, now),
    canBuyPackage: qa.active,
  };
}

/** The VIP fields of user info. */
export async function vipFields(platform: Ctx, userId: number) {
  const status = await planStatus(platform, userId);
  return {
    isChatgptVip: status.qa.active,
    chatgptVipExpirationTime: status.qa.active ? status.qa.expiresAt : null,
    isMidjourneyVip: status.drawing.active,
    midjourneyVipExpirationTime: status.drawing.active ? status.drawing.expiresAt : null,
  };
}

/** The invitation reward: extra GPT-4 questions for a user who joined through an invite, once. */
export async function grantInviteReward(platform: Ctx, userId: number): Promise<void> {
  if (platform.config.INVITE_REWARD_COUNT <= 0) return;
  const existing = await platform.db
    .select({ id: credits.id })
    .from(credits)
    .where(and(eq(credits.userId, userId), eq(credits.source, 'invite')))
    .limit(1);
  if (existing.length) return;
  await addCredits(platform.db, {
    userId,
    source: 'invite',
    total: platform.config.INVITE_REWARD_COUNT,
    expiresAt: null,
  });
}

export type Product = { productId: number; kind: ProductKind; prices: Price[] };

export function products(platform: Ctx): Product[] {
  const ids = ProductIds[platform.config.EDITION];
  const prices = pricesOf(platform.config);
  return (['qaPlan', 'qaPackage', 'drawingPlan'] as const).map((kind) => ({
    productId: ids[kind],
    kind,
    prices: prices[kind],
  }));
}

export type OrderProvider = OrderRow['provider'];

/** Opens an order for a product and period; packages need an active Q&A plan. */
export async function openOrder(
  platform: Ctx,
  userId: number,
  productId: number,
  period: PayType | 'package',
  provider: OrderProvider,
): Promise<OrderRow> {
  const kind = productKindOf(platform.config.EDITION, productId);
  const price = kind && pricesOf(platform.config)[kind].find((p) => p.period === period);
  if (!kind || !price) throw new AppError(ResultCode.invalid, 'billing.unknownProduct');
  if (kind === 'qaPackage' && !(await isQaVip(platform, userId)))
    throw new AppError(ResultCode.forbidden, 'billing.packageNeedsPlan', {}, { warn: true });
  const now = platform.clock.now();
  // WeChat Pay and Alipay close a payment at its expiry; ours closes with it (payments/sweep.ts).
  const expires = provider === 'wechatpay' || provider === 'alipay';
  const order = await insertOrder(platform.db, {
    id: randomUUID().replaceAll('-', ''),
    userId,
    productId,
    productKind: kind,
    period,
    amount: price.amount,
    currency: price.currency,
    provider,
    expiresAt: expires ? new Date(now.getTime() + platform.config.PAY_ORDER_EXPIRY_MINUTES * 60_000) : null,
  });
  await recordOrderEvent(platform.db, { orderId: order.id, toStatus: 'pending', source: 'checkout', detail: provider });
  return order;
}

/**
 * Grants what an order bought, exactly once however often the provider tells us it was paid.
 * `from`: the states a payment may still arrive in — a WeChat Pay or Alipay order closed at its
 * expiry and paid all the same is granted, never lost.
 */
export async function fulfilOrder(
  platform: Ctx,
  orderId: string,
  options: { from?: OrderStatus[]; providerTradeId?: string; source?: string } = {},
): Promise<boolean> {
  const now = platform.clock.now();
  return platform.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const before = await orderById(db, orderId);
    const order = await markPaid(db, orderId, now, { from: options.from, providerTradeId: options.providerTradeId });
    if (!order) return false;
    await recordOrderEvent(db, {
      orderId,
      fromStatus: before?.status ?? null,
      toStatus: 'paid',
      source: options.source ?? order.provider,
      ...(options.providerTradeId ? { detail: `trade ${options.providerTradeId}` } : {}),
    });
    if (order.productKind === 'qaPackage') {
      await addCredits(db, {
        userId: order.userId,
        source: 'package',
        orderId: order.id,
        total: Limits.qaPackageQuestions,
        expiresAt: new Date(now.getTime() + Limits.planPeriodDays.month * DAY_MS),
      });
    } else {
      const payType = order.period as PayType;
      await extendPlan(db, {
        userId: order.userId,
        kind: order.productKind === 'qaPlan' ? 'qa' : 'drawing',
        payType,
        days: Limits.planPeriodDays[payType],
        now,
      });
    }
    return true;
  });
}

/** Redeems a coupon: one use per user, within its uses and expiry. */
export async function redeemCoupon(caller: CallerWith<Ctx>, userId: number, code: string) {
  const { platform } = caller;
  const now = platform.clock.now();
  const coupon = await couponByCode(platform.db, code.trim().toUpperCase());
  if (!coupon) throw new AppError(ResultCode.invalid, 'coupon.invalid');
  if (coupon.expiresAt && coupon.expiresAt <= now) throw new AppError(ResultCode.invalid, 'coupon.expired');
  return platform.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await recordRedemption(db, coupon.id, userId))) throw new AppError(ResultCode.conflict, 'coupon.used');
    if (!(await takeUse(db, coupon.id))) throw new AppError(ResultCode.conflict, 'coupon.exhausted');
    if (coupon.kind === 'qa_count')
      await addCredits(db, { userId, source: 'coupon', total: coupon.amount, expiresAt: null });
    else
      await extendPlan(db, {
        userId,
        kind: coupon.kind === 'qa_days' ? 'qa' : 'drawing',
        payType: 'month',
        days: coupon.amount,
        now,
      });
    return { kind: coupon.kind, amount: coupon.amount };
  });
}
