import type { FastifyInstance, FastifyReply } from 'fastify';
import { productKindOf } from '@inkstone/contract/billing';
import { languageFrom, type Language } from '@inkstone/contract/edition';
import { ResultCode } from '@inkstone/contract/envelope';
import { billingRoutes as table } from '@inkstone/contract/routes/billing';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/serve.ts';
import { linkTicket, nextTicket, openCheckout, ownOrder, paySandboxOrder, ticketUser } from './checkout.ts';
import { choosePage, donePage, expiredPage, sandboxPayPage } from './payments/page.ts';
import { chinaProviders, methodsOf } from './payments/china-providers.ts';
import { chinaPayments } from './payments/china-routes.ts';
import { receiveWechatPayNotice } from './payments/notify-routes.ts';
import { stripeClient } from './payments/stripe.ts';
import { stripeWebhook } from './payments/webhook.ts';
import { priceOfOrder } from './present.ts';
import * as billing from './service.ts';

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Where a checkout form may lead: Stripe Checkout, WeChat Pay's H5 cashier and OAuth, Alipay's gateway (or fakes). */
function providerOrigins(config: Config): string[] {
  const origin = (url: string) => new URL(url).origin;
  return [
    'https://checkout.stripe.com',
    'https://wx.tenpay.com',
    origin(config.WECHATPAY_API_BASE),
    origin(config.WECHAT_OAUTH_URL),
    origin(config.ALIPAY_GATEWAY),
  ].filter((value, index, all) => all.indexOf(value) === index);
}

/** Plans, the meter, payments and coupons (SPEC.md §4, §6, §7, §9). */
export async function billingRoutes(app: FastifyInstance) {
  const { platform } = app;
  const { config } = platform;
  // The checkout form's answer may redirect to the provider; browsers hold such a redirect to
  // the page's form-action, so the providers' pay pages are named there (and nothing else is).
  const policy = `${PAGE_POLICY}; form-action 'self' ${providerOrigins(config).join(' ')}`;
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(body);
  /** An unknown, expired or used ticket: a page with the way back, not a JSON error. */
  const expired = (reply: FastifyReply, language: Language) =>
    html(reply.code(ResultCode.unauthorized), expiredPage(language));
  const stripe = config.STRIPE_SECRET_KEY
    ? stripeClient({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      })
    : null;
  // The Chinese edition sells through WeChat Pay and Alipay when their keys are set (before Stripe).
  const china = chinaProviders(config);
  const methods = methodsOf(china);
  const chinaCheckout = chinaPayments(app, china);
  if (china.wechatpay) await app.register(receiveWechatPayNotice(china.wechatpay));
  const provider = methods[0] ?? (stripe ? ('stripe' as const) : ('sandbox' as const));
  const sandbox = provider === 'sandbox';

  serve(app, table.statistics, (request) => billing.chatCount(platform, request.user.id));
  serve(app, table.plans, (request) => billing.planStatus(platform, request.user.id));
  serve(app, table.products, () => ({ provider, methods, products: billing.products(platform) }));
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
    return html(reply, choosePage({ language, sandbox, token, productId: query.productId, kind, prices, methods }));
  });

  serve(app, table.checkout, async (request, reply) => {
    const { body } = request;
    const language = languageFrom(body.language);
    const userId = await ticketUser(platform, body.token);
    if (userId === null) return expired(reply, language);
    if (methods.length) return chinaCheckout(request, reply, { ...body, userId, language });
    const publicUrl = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const opened = await openCheckout(platform, stripe, { ...body, userId, language, publicUrl });
    if ('redirect' in opened) return reply.redirect(opened.redirect, 303);
    const { order } = opened;
    const token = await nextTicket(platform, userId);
    return html(
      reply,
      sandboxPayPage({ language, token, orderId: order.id, kind: order.productKind, price: priceOfOrder(order) }),
    );
  });

  serve(app, table.sandboxPay, async (request, reply) => {
    if (!sandbox) throw new AppError(ResultCode.notFound, 'errors.notFound');
    const language = languageFrom(request.body.language);
    const userId = await ticketUser(platform, request.body.token);
    if (userId === null) return expired(reply, language);
    await paySandboxOrder(platform, userId, request.body.orderId);
    return html(reply, donePage(language));
  });

  if (stripe) await app.register(stripeWebhook(stripe, config.STRIPE_WEBHOOK_SECRET));
}
