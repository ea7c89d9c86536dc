import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { PayMethod } from '@inkstone/contract/billing';
import { languageFrom, type Language } from '@inkstone/contract/edition';
import { formatMessage, type MessageKey } from '@inkstone/contract/messages';
import { billingRoutes as table } from '@inkstone/contract/routes/billing';
import { can, ownedBy } from '../../../platform/access/authorize.ts';
import { serve } from '../../../platform/http/serve.ts';
import { nextTicket, ticketUser } from '../checkout.ts';
import { orderById, setCheckout, type OrderRow } from '../order-store.ts';
import { priceOfOrder } from '../present.ts';
import { openOrder } from '../service.ts';
import { issueCheckoutTicket } from '../ticket-store.ts';
import { deviceOf, methodsOf, type ChinaProviders } from './china-providers.ts';
import { notifyUrlOf, openChinaPayment, orderForPay } from './china-checkout.ts';
import { receiveAlipayNotice } from './notify-routes.ts';
import { donePage, expiredPage, jsapiPage, noticePage, scanPage, waitingPage } from './page.ts';
import { settleOrder } from './settle.ts';
import { paySweep } from './sweep-job.ts';
import { PayProviderError } from './trade.ts';
import { openidFromCode } from './wechatpay/oauth.ts';

const POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
/** The status page asks the provider itself once an order has waited this long, and no more often. */
export const QUERY_AFTER_MS = 5_000;

const html = (reply: FastifyReply, body: string, policy = POLICY) =>
  reply.type('text/html; charset=utf-8').header('content-security-policy', policy).send(body);
const notice = (reply: FastifyReply, language: Language, key: MessageKey, params: Record<string, string> = {}) =>
  html(reply, noticePage(language, formatMessage(language, key, params)));
/** What every page waiting for an order's payment shows: the product, its price, where to look again. */
const waitingOf = (order: OrderRow, language: Language, statusUrl: string) => ({
  language,
  kind: order.productKind,
  price: priceOfOrder(order),
  statusUrl,
});
/** WeChat Pay's Native code (its code_url) drawn as the QR code the payer scans. */
const qrSvgOf = (codeUrl: string) => QRCode.toString(codeUrl, { type: 'svg', margin: 1 });

/**
 * The Chinese edition's checkout with WeChat Pay and Alipay: opening the payment the payer's
 * browser can make, the order's status page (which refreshes itself and asks the provider when
 * the notification is slow), WeChat OAuth's return for JSAPI pay, both providers' notifications,
 * and the sweep that recovers lost notifications and closes expired orders.
 */
export function chinaPayments(app: FastifyInstance, providers: ChinaProviders) {
  const { platform } = app;
  const { config, db, clock } = platform;
  const publicUrlOf = (request: FastifyRequest) => config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  // JSAPI pay needs the payer's openid from the Official Account bound to the merchant.
  const jsapiReady = config.WECHAT_APP_SECRET !== '' && config.WECHAT_APP_ID !== '';

  /** A status page address with a ticket of its own, valid while the order may still be paid. */
  const statusAddress = async (request: FastifyRequest, order: OrderRow, language: Language) => {
    const lifetime = Math.max(0, (order.expiresAt?.getTime() ?? 0) - clock.now().getTime()) + 30 * 60_000;
    const { token } = await issueCheckoutTicket(db, order.userId, clock.now(), lifetime);
    const query = new URLSearchParams({ order: order.id, token, language });
    return `${publicUrlOf(request)}/api/cli/pay/v1/status?${query.toString()}`;
  };

  paySweep.register(platform.queue, { platform, providers, log: app.log });

  serve(app, table.payStatus, async (request, reply) => {
    const language = languageFrom(request.query.language);
    const userId = await ticketUser(platform, request.query.token);
    if (userId === null) return html(reply.code(401), expiredPage(language));
    let order = await orderById(db, request.query.order);
    if (!order || !can({ id: userId }, 'read', ownedBy(order.userId)))
      return notice(reply.code(404), language, 'errors.notFound');
    const age = clock.now().getTime() - order.createdAt.getTime();
    const askedAgo = order.queriedAt ? clock.now().getTime() - order.queriedAt.getTime() : Infinity;
    if (order.status === 'pending' && age >= QUERY_AFTER_MS && askedAgo >= QUERY_AFTER_MS) {
      await settleOrder(platform, providers, request.log, order, 'query');
      order = (await orderById(db, order.id))!;
    }
    if (order.status === 'paid') return html(reply, donePage(language));
    if (order.status === 'refunded') return notice(reply, language, 'pay.refunded');
    if (order.status !== 'pending') return notice(reply, language, 'pay.closed');
    const waiting = waitingOf(order, language, await statusAddress(request, order, language));
    if (order.method === 'native' && order.checkoutUrl)
      return html(reply, scanPage({ ...waiting, qrSvg: await qrSvgOf(order.checkoutUrl) }));
    return html(reply, waitingPage(waiting));
  });

  serve(app, table.wechatOauth, async (request, reply) => {
    const { query } = request;
    const language = languageFrom(query.language);
    const userId = await ticketUser(platform, query.state);
    if (userId === null) return html(reply.code(401), expiredPage(language));
    const order = await orderById(db, query.order);
    if (!order || !can({ id: userId }, 'write', ownedBy(order.userId)) || order.provider !== 'wechatpay')
      return notice(reply.code(404), language, 'errors.notFound');
    const statusUrl = await statusAddress(request, order, language);
    const waiting = waitingOf(order, language, statusUrl);
    // No code: the payer declined WeChat's prompt. The order waits; its status page says so.
    if (!query.code || order.status !== 'pending') return reply.redirect(statusUrl, 303);
    try {
      const openid = await openidFromCode({
        apiBase: config.WECHAT_API_BASE,
        appId: config.WECHAT_APP_ID,
        appSecret: config.WECHAT_APP_SECRET,
        code: query.code,
      });
      const pay = orderForPay(order, language);
      const bridge = await providers.wechatpay!.jsapi(pay, notifyUrlOf(publicUrlOf(request), 'wechatpay'), { openid });
      await setCheckout(db, order.id, { method: 'jsapi', checkoutUrl: null });
      const nonce = randomBytes(16).toString('base64');
      const policy = `${POLICY}; script-src 'nonce-${nonce}'`;
      return html(reply, jsapiPage({ ...waiting, bridge, nonce }), policy);
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      request.log.warn(
        { orderId: order.id, code: error.code, err: error.message },
        'payment: JSAPI pay could not open',
      );
      return notice(reply.code(502), language, 'pay.providerDown', {
        method: formatMessage(language, 'pay.method.wechatpay'),
      });
    }
  });

  if (providers.alipay) receiveAlipayNotice(app, providers.alipay);

  /** The checkout form's last step in this edition: opens the order and the payment at the chosen provider. */
  return async function chinaCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { userId: number; productId: number; period: OrderRow['period']; method?: PayMethod; language: Language },
  ) {
    const { language } = input;
    const methods = methodsOf(providers);
    const method = input.method ?? methods[0];
    if (!method || !methods.includes(method)) return notice(reply.code(400), language, 'pay.methodUnavailable');
    const order = await openOrder(platform, input.userId, input.productId, input.period, method);
    let device = deviceOf(request.headers['user-agent']);
    // Without the Official Account's secret there is no openid, so no JSAPI: the QR code instead.
    if (device === 'wechat' && !jsapiReady) device = 'desktop';
    const oauthQuery = new URLSearchParams({ order: order.id, language }).toString();
    // One status address serves whichever way back this payment takes (the provider's return or the QR page).
    const statusUrl = await statusAddress(request, order, language);
    try {
      const step = await openChinaPayment(providers, {
        order,
        method,
        device,
        clientIp: request.ip,
        language,
        addresses: {
          publicUrl: publicUrlOf(request),
          statusUrl,
          // Only JSAPI pay goes through WeChat's OAuth, so only it needs the ticket its state carries.
          oauthReturn:
            method === 'wechatpay' && device === 'wechat'
              ? {
                  url: `${publicUrlOf(request)}/api/cli/pay/v1/wechatpay/oauth?${oauthQuery}`,
                  state: await nextTicket(platform, input.userId),
                }
              : null,
        },
        oauth: { url: config.WECHAT_OAUTH_URL, appId: config.WECHAT_APP_ID },
      });
      await setCheckout(db, order.id, {
        method: step.method,
        checkoutUrl: step.kind === 'qr' ? step.codeUrl : step.url,
      });
      if (step.kind !== 'qr') return reply.redirect(step.url, 303);
      return html(reply, scanPage({ ...waitingOf(order, language, statusUrl), qrSvg: await qrSvgOf(step.codeUrl) }));
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      request.log.warn({ orderId: order.id, method, code: error.code, err: error.message }, 'payment: could not open');
      return notice(reply.code(502), language, 'pay.providerDown', {
        method: formatMessage(language, `pay.method.${method}` as MessageKey),
      });
    }
  };
}
