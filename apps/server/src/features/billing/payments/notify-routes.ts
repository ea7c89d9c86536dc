import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { billingRoutes as table } from '@inkstone/contract/routes/billing';
import type { Platform } from '../../../platform/platform.ts';
import { serve } from '../../../platform/http/serve.ts';
import { eventSeen, recordEvent } from '../order-store.ts';
import { applyTrade, type TradeOutcome } from '../pay-confirm.ts';
import { NOTIFY_FAIL, NOTIFY_OK, type AlipayClient } from './alipay/client.ts';
import { PaySignatureError, type PayNotice } from './trade.ts';
import { notifyAnswer, type WechatPayClient } from './wechatpay/client.ts';

/** Outcomes that answer the provider "received": it stops sending. The others are refused, and it tries again later. */
const SETTLED: TradeOutcome[] = ['granted', 'alreadyPaid', 'closed', 'failed', 'pending', 'ignored'];

/**
 * One verified notification: a replay (same provider event id) is acknowledged and changes
 * nothing; otherwise the order's rules apply (applyTrade) and the event is written down once
 * handled, so a crash before that leaves the provider to send it again.
 */
async function handleNotice(
  platform: Pick<Platform, 'db' | 'config' | 'clock'>,
  log: FastifyBaseLogger,
  provider: 'wechatpay' | 'alipay',
  notice: PayNotice,
): Promise<boolean> {
  const eventId = `${provider}:${notice.eventId}`;
  if (await eventSeen(platform.db, eventId)) return true;
  const outcome = await applyTrade(platform, log, {
    orderId: notice.orderId,
    provider,
    trade: notice.trade,
    source: 'notify',
  });
  if (!SETTLED.includes(outcome)) return false;
  await recordEvent(platform.db, eventId, provider, notice.trade.state);
  return true;
}

/**
 * WeChat Pay's notification, in a scope of its own so the JSON body stays the raw text its
 * signature covers. Answers as WeChat Pay expects: 204 when received, 4xx/5xx with
 * {"code":"FAIL"} otherwise (it then retries on its schedule).
 */
export function receiveWechatPayNotice(client: WechatPayClient) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    serve(app, table.wechatpayNotify, async (request, reply) => {
      let notice: PayNotice;
      try {
        // The wall clock, not the app's: WeChat Pay's timestamp is real time.
        notice = client.readNotification(request.headers, String(request.body ?? ''));
      } catch (error) {
        if (!(error instanceof PaySignatureError)) throw error;
        request.log.warn({ err: error.message }, 'payment: a WeChat Pay notification did not verify; refused');
        const fail = notifyAnswer.fail('signature verification failed');
        return reply.code(fail.status).send(fail.body);
      }
      if (await handleNotice(app.platform, request.log, 'wechatpay', notice))
        return reply.code(notifyAnswer.ok.status).send();
      const fail = notifyAnswer.fail('order not accepted');
      return reply.code(fail.status).send(fail.body);
    });
  };
}

/** Alipay's asynchronous notification (form-encoded), answered with the plain text it expects. */
export function receiveAlipayNotice(app: FastifyInstance, client: AlipayClient) {
  serve(app, table.alipayNotify, async (request, reply) => {
    const text = (body: string) => reply.type('text/plain; charset=utf-8').send(body);
    const params = Object.fromEntries(
      Object.entries((request.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    let notice: PayNotice;
    try {
      notice = client.readNotification(params);
    } catch (error) {
      if (!(error instanceof PaySignatureError)) throw error;
      request.log.warn({ err: error.message }, 'payment: an Alipay notification did not verify; refused');
      return text(NOTIFY_FAIL);
    }
    return text((await handleNotice(app.platform, request.log, 'alipay', notice)) ? NOTIFY_OK : NOTIFY_FAIL);
  });
}
