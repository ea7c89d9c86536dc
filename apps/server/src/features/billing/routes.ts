import type { FastifyInstance, FastifyReply } from 'fastify';
import { productKindOf } from '@inkstone/contract/billing';
import { languageFrom, type Language } from '@inkstone/contract/edition';
import { ResultCode } from '@inkstone/contract/envelope';
import { billingRoutes as table } from '@inkstone/contract/routes/billing';
import { AppError } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/serve.ts';
import { linkTicket, nextTicket, openCheckout, ownOrder, paySandboxOrder, ticketUser } from './checkout.ts';
import { choosePage, donePage, expiredPage, sandboxPayPage } from './payments/page.ts';
import { stripeClient } from './payments/stripe.ts';
import { stripeWebhook } from './payments/webhook.ts';
import * as billing from './service.ts';

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
const html = (reply: FastifyReply, body: string) =>
  reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).send(body);
/** An unknown, expired or used ticket: a page with the way back, not a JSON error. */
const expired = (reply: FastifyReply, language: Language) =>
  html(reply.code(ResultCode.unauthorized), expiredPage(language));

/** Plans, the meter, payments and coupons (SPEC.md §4, §6, §7, §9). */
export async function billingRoutes(app: FastifyInstance) {
  const { platform } = app;
  const { config } = platform;
  const stripe = config.STRIPE_SECRET_KEY
    ? stripeClient({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      })
    : null;

  serve(app, table.statistics, (request) => billing.chatCount(platform, request.user.id));
  serve(app, table.plans, (request) => billing.planStatus(platform, request.user.id));
  serve(app, table.products, () => ({
    provider: stripe ? ('stripe' as const) : ('sandbox' as const),
    products: billing.products(platform),
  }));
  serve(app, table.exchangeCoupon, (request) => {
    if (!request.body.actCode) throw new AppError(ResultCode.invalid, 'coupon.invalid');
    return billing.redeemCoupon(request.caller, request.user.id, request.body.actCode);
  });
  serve(app, table.ticket, (request) => linkTicket(platform, request.user.id));
  serve(app, table.order, (request) => ownOrder(platform, request.user.id, request.query.id));

  serve(app, table.payPage, async (request, reply) => {
    const { query } = request;
    const language = languageFrom(query.language);
    const kind = productKindOf(config.EDITION, query.productId);
    if (!kind) throw new AppError(ResultCode.invalid, 'billing.unknownProduct');
    const userId = await ticketUser(platform, query.token);
    if (userId === null) return expired(reply, language);
    const { prices } = billing.products(platform).find((product) => product.kind === kind)!;
    const token = await nextTicket(platform, userId);
    return html(reply, choosePage({ language, sandbox: !stripe, token, productId: query.productId, kind, prices }));
  });

  serve(app, table.checkout, async (request, reply) => {
    const { body } = request;
    const language = languageFrom(body.language);
    const userId = await ticketUser(platform, body.token);
    if (userId === null) return expired(reply, language);
    const publicUrl = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const opened = await openCheckout(platform, stripe, { ...body, userId, language, publicUrl });
    if ('redirect' in opened) return reply.redirect(opened.redirect, 303);
    const { order } = opened;
    const price = { period: order.period, amount: order.amount, currency: order.currency as 'USD' | 'CNY' };
    const token = await nextTicket(platform, userId);
    return html(reply, sandboxPayPage({ language, token, orderId: order.id, kind: order.productKind, price }));
  });

  serve(app, table.sandboxPay, async (request, reply) => {
    if (stripe) throw new AppError(ResultCode.notFound, 'errors.notFound');
    const language = languageFrom(request.body.language);
    const userId = await ticketUser(platform, request.body.token);
    if (userId === null) return expired(reply, language);
    await paySandboxOrder(platform, userId, request.body.orderId);
    return html(reply, donePage(language));
  });

  if (stripe) await app.register(stripeWebhook(stripe, config.STRIPE_WEBHOOK_SECRET));
}
