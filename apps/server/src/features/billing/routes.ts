import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatCountSchema, checkoutTicketAnswer, couponAnswer, productsAnswer, couponBody, PayType, payPageQuery, planStatusSchema, productKindOf, statisticsBody } from '@inkstone/contract/billing';
import { languageFrom, type Language } from '@inkstone/contract/edition';
import { envelopeOf, ResultCode } from '@inkstone/contract/envelope';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import { authenticate, requireUser } from '../../platform/auth/request-user.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import { orderById, setProviderRef } from './order-store.ts';
import { choosePage, donePage, expiredPage, sandboxPayPage } from './payments/page.ts';
import { createCheckout, stripeClient } from './payments/stripe.ts';
import { stripeWebhook } from './payments/webhook.ts';
import * as billing from './service.ts';
import { consumeCheckoutTicket, issueCheckoutTicket, LINK_TICKET_MS, STEP_TICKET_MS } from './ticket-store.ts';

const tags = ['billing'];

/** Plans, the meter, payments and coupons (SPEC.md §4, §6, §7, §9). */
export async function billingRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  const stripe = platform.config.STRIPE_SECRET_KEY
    ? stripeClient({ secretKey: platform.config.STRIPE_SECRET_KEY, webhookSecret: platform.config.STRIPE_WEBHOOK_SECRET, apiUrl: platform.config.STRIPE_API_URL })
    : null;

  routes.post('/api/cli/chatgpt/v1/getStatistics', { preValidation: authenticate, schema: { tags, summary: 'The chat count for the plan meter', body: statisticsBody.optional(), response: { 200: envelopeOf(chatCountSchema) } } }, async (request) =>
    ok(await billing.chatCount(platform, (await requireUser(request)).id)),
  );
  routes.get('/api/cli/pay/v1/plans', { preValidation: authenticate, schema: { tags, summary: 'Both plans, extra questions, and whether packages are on sale', response: { 200: envelopeOf(planStatusSchema) } } }, async (request) =>
    ok(await billing.planStatus(platform, (await requireUser(request)).id)),
  );
  routes.get('/api/cli/pay/v1/products', { schema: { tags, summary: 'Products and prices of this edition', response: { 200: envelopeOf(productsAnswer) } } }, async () =>
    ok({ provider: stripe ? ('stripe' as const) : ('sandbox' as const), products: billing.products(platform) }),
  );
  routes.post('/api/cli/coupon/v1/exchange', { preValidation: authenticate, schema: { tags, summary: 'Redeem a coupon code', body: couponBody, response: { 200: envelopeOf(couponAnswer) } } }, async (request) => {
    const user = await requireUser(request);
    if (!request.body.actCode) throw new AppError(ResultCode.invalid, 'coupon.invalid');
    return ok(await billing.redeemCoupon(callerOf(request), user.id, request.body.actCode));
  });

  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'").send(body);

  // The pay page is opened with SPEC.md §7's `token` in its address, which browsers keep in
  // their history and servers log: it is a one-time checkout ticket, never the session token.
  // Each step uses its ticket up and gives its form the next one.
  routes.post('/api/cli/pay/v1/ticket', { preValidation: authenticate, schema: { tags, summary: "A one-time checkout ticket: the pay page's token", response: { 200: envelopeOf(checkoutTicketAnswer) } } }, async (request) => {
    const ticket = await issueCheckoutTicket(platform.db, (await requireUser(request)).id, platform.clock.now(), LINK_TICKET_MS);
    return ok({ token: ticket.token, expiresAt: ticket.expiresAt.toISOString() });
  });
  const ticketUser = (token: string) => consumeCheckoutTicket(platform.db, token, platform.clock.now());
  /** An unknown, expired or used ticket: a page with the way back, not a JSON error. */
  const expired = (reply: FastifyReply, language: Language) => html(reply.code(ResultCode.unauthorized), expiredPage(language));
  const nextTicket = async (userId: number) => (await issueCheckoutTicket(platform.db, userId, platform.clock.now(), STEP_TICKET_MS)).token;

  routes.get('/api/cli/pay/v1/page', { schema: { tags, summary: 'The pay page (HTML)', querystring: payPageQuery } }, async (request, reply) => {
    const language = languageFrom(request.query.language);
    const kind = productKindOf(platform.config.EDITION, request.query.productId);
    if (!kind) throw new AppError(ResultCode.invalid, 'billing.unknownProduct');
    const userId = await ticketUser(request.query.token);
    if (userId === null) return expired(reply, language);
    const product = billing.products(platform).find((p) => p.kind === kind)!;
    return html(reply, choosePage({ language, sandbox: !stripe, token: await nextTicket(userId), productId: request.query.productId, kind, prices: product.prices }));
  });

  routes.post(
    '/api/cli/pay/v1/checkout',
    { schema: { tags, summary: 'Open an order and go to the payment provider', body: z.object({ token: z.string().min(1).max(200), productId: z.coerce.number().int(), period: z.union([PayType, z.literal('package')]), language: z.string().max(10).optional() }) } },
    async (request, reply) => {
      const language = languageFrom(request.body.language);
      const userId = await ticketUser(request.body.token);
      if (userId === null) return expired(reply, language);
      const order = await billing.openOrder(platform, userId, request.body.productId, request.body.period, stripe ? 'stripe' : 'sandbox');
      if (stripe) {
        const session = await createCheckout(stripe, order, {
          name: formatMessage(language, `pay.product.${order.productKind}` as MessageKey),
          publicUrl: platform.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`,
          language,
        });
        await setProviderRef(platform.db, order.id, session.id);
        return reply.redirect(session.url!, 303);
      }
      return html(reply, sandboxPayPage({ language, token: await nextTicket(userId), orderId: order.id, kind: order.productKind, price: { period: order.period, amount: order.amount, currency: order.currency as 'USD' | 'CNY' } }));
    },
  );

  routes.post('/api/cli/pay/v1/sandbox/pay', { schema: { tags, summary: 'Complete a sandbox order (only without a real provider)', body: z.object({ token: z.string().min(1).max(200), orderId: z.string().max(64), language: z.string().max(10).optional() }) } }, async (request: FastifyRequest<{ Body: { token: string; orderId: string; language?: string } }>, reply) => {
    if (stripe) throw new AppError(ResultCode.notFound, 'errors.notFound');
    const language = languageFrom(request.body.language);
    const userId = await ticketUser(request.body.token);
    if (userId === null) return expired(reply, language);
    const order = await orderById(platform.db, request.body.orderId);
    if (!order || order.userId !== userId || order.provider !== 'sandbox') throw new AppError(ResultCode.notFound, 'errors.notFound');
    if (!(await billing.fulfilOrder(platform, order.id))) throw new AppError(ResultCode.conflict, 'billing.orderNotPending');
    return html(reply, donePage(language));
  });

  routes.get('/api/cli/pay/v1/order', { preValidation: authenticate, schema: { tags, summary: 'One of your orders', querystring: z.object({ id: z.string().max(64) }) } }, async (request) => {
    const user = await requireUser(request);
    const order = await orderById(platform.db, request.query.id);
    if (!order || order.userId !== user.id) throw new AppError(ResultCode.notFound, 'errors.notFound');
    return ok({ id: order.id, productId: order.productId, period: order.period, amount: order.amount, currency: order.currency, status: order.status, paidAt: order.paidAt?.toISOString() ?? null });
  });

  if (stripe) await app.register(stripeWebhook(stripe, platform.config.STRIPE_WEBHOOK_SECRET));
}
