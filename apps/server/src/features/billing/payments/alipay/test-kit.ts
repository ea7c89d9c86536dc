import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseChinaTime } from './china-time.ts';
import type { AlipaySettings } from './client.ts';
import {
  deliver,
  type FakeMerchant,
  notificationFields,
  type NotifyResult,
  returnFields,
  signParams,
} from './fake-notify.ts';
import { CASHIER_PAY_PATH, cashierPage, errorPage } from './fake-pages.ts';
import { newKeyPair, rsa2Verify, signContent, signedAnswer } from './fake-signing.ts';
import {
  type Answer,
  type FakeTrade,
  FakeTradeBook,
  invalidArguments,
  randomDigits,
  refundedFen,
} from './fake-trades.ts';

/**
 * A local Alipay gateway for tests (ours, the API suite's and the browser suite's): it checks our
 * signed requests as Alipay does, shows a cashier a browser can click through, answers the
 * OpenAPI methods signed with "Alipay's" key and sends signed notifications to notify_url.
 */

export type { NotifyResult } from './fake-notify.ts';

/** A fault for the next OpenAPI call (query, close, refund — not a pay address). */
export type FakeAlipayFault = 'http500' | 'badSignature' | 'stall' | 'garbage';

/** A trade as the fake knows it; amounts in fen. */
export type FakeTradeView = Omit<FakeTrade, 'refunds'> & { refunded: number; refunds: Record<string, number> };

export type FakeAlipay = {
  /** `http://host:port/gateway.do` */
  gateway: string;
  appId: string;
  /** The settings our client needs; `gateway` overrides the address (a browser behind a proxy). */
  settings(gateway?: string): AlipaySettings;
  /**
   * The buyer pays (what the cashier's button does, minus the redirect). `amount` (fen) makes
   * Alipay report another amount than the order's. Resolves to our server's answer to the
   * notification, or null with `notify: false`.
   */
  pay(outTradeNo: string, opts?: { amount?: number; notify?: boolean }): Promise<NotifyResult | null>;
  /** Sends a notification of the trade as it stands now (a close, a refund); `overrides` are signed too. */
  notify(outTradeNo: string, overrides?: Record<string, string>): Promise<NotifyResult>;
  /** The signed form fields of such a notification, without sending them. */
  signedNotification(outTradeNo: string, overrides?: Record<string, string>): Record<string, string>;
  /** Sends the last notification again, same notify_id (Alipay retries until it reads `success`). */
  replayLastNotification(outTradeNo: string): Promise<NotifyResult>;
  /** A "paid" notification signed with a key that is not Alipay's. */
  forgedNotification(outTradeNo: string): Promise<NotifyResult>;
  trade(outTradeNo: string): FakeTradeView | undefined;
  failNext(kind: FakeAlipayFault): void;
  close(): Promise<void>;
};

const PAGE_METHODS = new Set(['alipay.trade.page.pay', 'alipay.trade.wap.pay']);
/** Alipay refuses a request whose timestamp is further than this from its clock. */
const TIMESTAMP_SKEW_MS = 15 * 60 * 1000;

export async function startFakeAlipay(options: { port?: number; host?: string } = {}): Promise<FakeAlipay> {
  const appKeys = newKeyPair();
  const alipayKeys = newKeyPair();
  const forgerKeys = newKeyPair();
  const merchant: FakeMerchant = { appId: `2021${randomDigits(12)}`, sellerId: `2088${randomDigits(12)}` };
  const book = new FakeTradeBook();
  const faults: FakeAlipayFault[] = [];
  const lastSent = new Map<string, Record<string, string>>();

  const known = (outTradeNo: string) => {
    const trade = book.current(outTradeNo);
    if (!trade) throw new Error(`The fake Alipay has no trade ${outTradeNo}: open its pay address first`);
    return trade;
  };
  const signedNotification = (outTradeNo: string, overrides: Record<string, string> = {}) =>
    signParams(alipayKeys.privateKey, { ...notificationFields(known(outTradeNo), merchant), ...overrides });
  const send = (trade: FakeTrade, params: Record<string, string>) => {
    lastSent.set(trade.outTradeNo, params);
    return deliver(trade.notifyUrl, params);
  };

  /** Why Alipay would refuse this request before reading its business content, or null. */
  function refusal(params: Record<string, string>): Answer | null {
    if (params.app_id !== merchant.appId) return invalidArguments('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return invalidArguments('isv.invalid-signature-type', '无效的签名类型');
    if (!rsa2Verify(appKeys.publicKey, signContent(params, ['sign']), params.sign)) {
      return invalidArguments('isv.invalid-signature', '验签出错');
    }
    const sentAt = parseChinaTime(params.timestamp);
    if (!sentAt || Math.abs(sentAt.getTime() - Date.now()) > TIMESTAMP_SKEW_MS) {
      return invalidArguments('isv.invalid-timestamp', `非法的时间戳参数: ${params.timestamp}`);
    }
    if (params.charset !== 'utf-8' || params.version !== '1.0' || (params.format && params.format !== 'JSON')) {
      return invalidArguments('isv.invalid-parameter', 'charset, version or format');
    }
    return null;
  }

  function payPage(res: ServerResponse, method: string, params: Record<string, string>) {
    const refused = refusal(params);
    const biz = refused ? null : bizContent(params);
    if (!biz) return sendText(res, 400, 'text/html', errorPage(refused?.sub_msg ?? 'biz_content is not JSON'));
    const trade = book.open(method, params, biz);
    if (typeof trade === 'string') return sendText(res, 400, 'text/html', errorPage(trade));
    sendText(res, 200, 'text/html', cashierPage(trade));
  }

  async function cashierPay(res: ServerResponse, form: Record<string, string>) {
    const trade = book.current(form.out_trade_no ?? '');
    if (trade?.status !== 'WAIT_BUYER_PAY') {
      return sendText(res, 400, 'text/html', errorPage(`交易不可支付 / cannot be paid: ${trade?.status ?? 'unknown'}`));
    }
    book.pay(trade.outTradeNo);
    // Alipay notifies asynchronously; waiting for our answer first keeps browser tests deterministic.
    await send(trade, signedNotification(trade.outTradeNo));
    const back = new URL(trade.returnUrl);
    const returned = signParams(alipayKeys.privateKey, returnFields(trade, merchant));
    for (const [key, value] of Object.entries(returned)) back.searchParams.set(key, value);
    res.writeHead(302, { location: back.toString() }).end();
  }

  function openApi(res: ServerResponse, method: string, params: Record<string, string>) {
    const fault = faults.shift();
    if (fault === 'stall') return; // never answered; close() drops the connection
    if (fault === 'http500') return sendText(res, 500, 'text/html', '<html><body>502 Bad Gateway</body></html>');
    if (fault === 'garbage') return sendText(res, 200, 'application/json', '{"alipay_trade_');
    const signer = fault === 'badSignature' ? forgerKeys.privateKey : alipayKeys.privateKey;
    const refused = refusal(params);
    const biz = refused ? null : bizContent(params);
    const answer =
      refused ?? (biz ? book.answer(method, biz) : invalidArguments('isv.invalid-parameter', 'biz_content'));
    if (!answer) {
      const unknown = invalidArguments('isv.invalid-method', `不存在的方法名: ${method}`);
      return sendText(res, 200, 'application/json', signedAnswer(signer, 'error', unknown));
    }
    sendText(res, 200, 'application/json', signedAnswer(signer, method, answer));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendText(res, 500, 'text/plain', String(error));
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-alipay');
    const body = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(await readBody(req))) : {};
    if (req.method === 'POST' && url.pathname === CASHIER_PAY_PATH) return cashierPay(res, body);
    if (url.pathname !== '/gateway.do') return sendText(res, 404, 'text/plain', 'not found');
    // The SDK puts the common parameters in the address and biz_content in the form body.
    const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...body };
    const method = params.method ?? '';
    if (PAGE_METHODS.has(method)) return payPage(res, method, params);
    openApi(res, method, params);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const gateway = `http://${host.includes(':') ? `[${host}]` : host}:${port}/gateway.do`;

  return {
    gateway,
    appId: merchant.appId,
    settings: (override) => ({
      appId: merchant.appId,
      privateKey: appKeys.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
      alipayPublicKey: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }) as string,
      gateway: override ?? gateway,
    }),
    async pay(outTradeNo, opts = {}) {
      const trade = book.pay(outTradeNo, opts.amount);
      return opts.notify === false ? null : send(trade, signedNotification(outTradeNo));
    },
    notify: async (outTradeNo, overrides) => send(known(outTradeNo), signedNotification(outTradeNo, overrides)),
    signedNotification,
    async replayLastNotification(outTradeNo) {
      const params = lastSent.get(outTradeNo);
      if (!params) throw new Error(`The fake Alipay has sent no notification for ${outTradeNo}`);
      return deliver(known(outTradeNo).notifyUrl, params);
    },
    async forgedNotification(outTradeNo) {
      const trade = known(outTradeNo);
      const paid = { ...trade, status: 'TRADE_SUCCESS' as const, paidAt: trade.paidAt ?? new Date() };
      return deliver(trade.notifyUrl, signParams(forgerKeys.privateKey, notificationFields(paid, merchant)));
    },
    trade(outTradeNo) {
      const trade = book.current(outTradeNo);
      if (!trade) return undefined;
      return { ...trade, refunded: refundedFen(trade), refunds: Object.fromEntries(trade.refunds) };
    },
    failNext: (kind) => void faults.push(kind),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function bizContent(params: Record<string, string>): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(params.biz_content ?? '');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendText(res: ServerResponse, status: number, type: string, text: string) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(text);
}
