import { generateKeyPair, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { deliver, type FakeNotification, transactionNotification } from './fake-notify.ts';
import { cashierPage } from './fake-pages.ts';
import { type FakeAnswer, type FakeTrade, fakeTradeBook, type TradeKind, type TradeStateName } from './fake-trades.ts';
import { MAX_CLOCK_SKEW_SECONDS, type WechatPaySettings } from './settings.ts';
import {
  answerMessage,
  nonceStr,
  parseAuthorization,
  requestMessage,
  rsaSign,
  rsaVerify,
  unixSeconds,
} from './signing.ts';
import { chinaTime } from './transaction.ts';

/**
 * A local stand-in for WeChat Pay APIv3 (and WeChat's sns OAuth), for the client's tests, the
 * billing API tests and the browser suite. It makes its own merchant and platform keys at start, so
 * the app must be configured with `settings()`; it checks each request's merchant signature as
 * WeChat Pay does and signs each answer with its platform key. Importing it starts nothing.
 */

export type FakeFault =
  /** 500 SYSTEM_ERROR. */
  | 'http500'
  /** A normal answer, signed with a key that is not the platform's. */
  | 'badSignature'
  /** Never answers (until the client gives up or the fake closes). */
  | 'stall'
  /** 200, properly signed, with a body that is not JSON. */
  | 'garbage';

export type FakeCall = { method: string; path: string; status: number | 'stalled'; fault?: FakeFault };

export type FakeWechatPay = {
  /** `http://host:port`: both the APIv3 base and the OAuth/sns base. */
  url: string;
  port: number;
  mchId: string;
  appId: string;
  /** For openidFromCode. */
  appSecret: string;
  /** The openid every OAuth code of this fake resolves to. */
  openid: string;
  /** What the app should be configured with (PEM strings); `apiBase` defaults to `url`. */
  settings(apiBase?: string): WechatPaySettings;
  trades: ReadonlyMap<string, FakeTrade>;
  /** Every /v3 request, in order. */
  calls: FakeCall[];
  /**
   * Marks the trade SUCCESS and (unless `notify: false`) POSTs the encrypted, signed notification to
   * its notify_url, giving the HTTP status our server answered. `amount` pays another amount than
   * the order's (amount.total and payer_total both say it). Paying a paid trade again sends a fresh
   * notification (new id) of the same payment, as WeChat Pay does when our answer was slow.
   */
  pay(outTradeNo: string, opts?: { amount?: number; notify?: boolean }): Promise<number | undefined>;
  /** Puts a trade in a state no API call reaches from here (USERPAYING, PAYERROR, REVOKED…). */
  setTradeState(outTradeNo: string, state: TradeStateName): void;
  /** The last notification sent (or made, with notify: false) for the trade, as it went on the wire. */
  lastNotification(outTradeNo: string): FakeNotification | undefined;
  /** Sends the very same notification again (same id, timestamp and signature). */
  replayLastNotification(outTradeNo: string): Promise<number>;
  /** Sends a notification saying the trade was paid, signed with a key that is not the platform's. */
  forgedNotification(outTradeNo: string): Promise<number>;
  /** Signs `timestamp\nnonce\nbody\n` with the platform key (for tests that craft a notification). */
  signAsPlatform(timestamp: string, nonce: string, body: string): string;
  /** The next /v3 call fails this way; later calls answer normally. */
  failNext(kind: FakeFault): void;
  close(): Promise<void>;
};

const generateRsa = promisify(generateKeyPair);
const rsaPair = () => generateRsa('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }) as string;

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const openPaths: Record<string, TradeKind> = {
  '/v3/pay/transactions/native': 'NATIVE',
  '/v3/pay/transactions/h5': 'MWEB',
  '/v3/pay/transactions/jsapi': 'JSAPI',
};

export async function startFakeWechatPay(options: { port?: number; host?: string } = {}): Promise<FakeWechatPay> {
  const [merchant, platform, wrong] = await Promise.all([rsaPair(), rsaPair(), rsaPair()]);
  const mchId = `19${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const openid = `oFake${randomBytes(12).toString('base64url')}`;
  const certSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = `PUB_KEY_ID_01${String(randomBytes(4).readUInt32BE()).padStart(10, '0')}`;
  // 32 printable characters: the key is used as its bytes, as WeChat Pay's merchant platform sets it.
  const apiV3Key = randomBytes(24).toString('base64url').slice(0, 32);

  const book = fakeTradeBook({ mchId, appId });
  const calls: FakeCall[] = [];
  const faults: FakeFault[] = [];
  const notifications = new Map<string, FakeNotification>();
  const oauthCodes = new Map<string, string>();

  function sendSigned(res: http.ServerResponse, answer: FakeAnswer, signingKey = platform.privateKey, raw?: string) {
    const body = raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const timestamp = unixSeconds();
    const nonce = nonceStr();
    res.writeHead(answer.status, {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      'Request-ID': randomBytes(16).toString('hex'),
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': platformSerial,
      'Wechatpay-Signature': rsaSign(answerMessage(timestamp, nonce, body), signingKey),
    });
    res.end(body);
  }

  /** WeChat Pay's check of the merchant's Authorization, over the path and query exactly as received. */
  function authorised(req: http.IncomingMessage, body: string): boolean {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth?.signature || !auth.timestamp || !auth.nonce_str) return false;
    if (auth.mchid !== mchId || auth.serial_no !== certSerial) return false;
    if (Math.abs(Number(unixSeconds()) - Number(auth.timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
    const message = requestMessage(req.method ?? '', req.url ?? '', auth.timestamp, auth.nonce_str, body);
    return rsaVerify(message, auth.signature, merchant.publicKey);
  }

  function api(req: http.IncomingMessage, url: URL, body: string, base: string): FakeAnswer {
    const json = body ? parseJson(body) : undefined;
    if (body && json === undefined) return { status: 400, body: { code: 'PARAM_ERROR', message: '请求体不是JSON' } };
    const kind = openPaths[url.pathname];
    if (req.method === 'POST' && kind) {
      const opened = book.open(kind, json);
      if (!opened.trade) return opened;
      const { prepayId } = opened.trade;
      if (kind === 'NATIVE') return { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${prepayId}` } };
      if (kind === 'MWEB') return { status: 200, body: { h5_url: `${base}/fake/h5?prepay=${prepayId}` } };
      return { status: 200, body: { prepay_id: prepayId } };
    }
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (trade && req.method === 'GET' && !trade[2]) {
      return book.query(decodeURIComponent(trade[1]!), url.searchParams.get('mchid'));
    }
    if (trade && req.method === 'POST' && trade[2]) return book.close(decodeURIComponent(trade[1]!), json);
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') return book.refund(json);
    return { status: 404, body: { code: 'NOT_FOUND', message: `no such API: ${req.method} ${url.pathname}` } };
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const call: FakeCall = { method: req.method ?? '', path: req.url ?? '', status: 0 };
    calls.push(call);
    if (!authorised(req, body)) {
      call.status = 401;
      return sendSigned(res, { status: 401, body: { code: 'SIGN_ERROR', message: '签名错误' } });
    }
    const fault = faults.shift();
    if (fault) call.fault = fault;
    if (fault === 'stall') {
      call.status = 'stalled';
      return;
    }
    if (fault === 'http500') {
      call.status = 500;
      return sendSigned(res, { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } });
    }
    const answer = api(req, url, body, `http://${req.headers.host}`);
    call.status = answer.status;
    if (fault === 'garbage')
      return sendSigned(res, { status: 200 }, platform.privateKey, '<html>502 Bad Gateway</html>');
    sendSigned(res, answer, fault === 'badSignature' ? wrong.privateKey : platform.privateKey);
  }

  function notification(trade: FakeTrade, signingKey: KeyObject): FakeNotification {
    return transactionNotification({
      url: trade.notifyUrl,
      transaction: book.transaction(trade),
      apiV3Key,
      signingKey,
      serial: platformSerial,
    });
  }

  /** Marks the trade paid and makes (does not send) its notification. */
  function settle(outTradeNo: string, amount?: number): FakeNotification {
    const made = notification(book.markPaid(outTradeNo, amount), platform.privateKey);
    notifications.set(outTradeNo, made);
    return made;
  }

  async function pay(outTradeNo: string, opts: { amount?: number; notify?: boolean } = {}) {
    const made = settle(outTradeNo, opts.amount);
    return opts.notify === false ? undefined : deliver(made);
  }

  /** POST /fake/pay, from the cashier page's form or a test's JSON: pays and notifies, then redirects if asked. */
  async function handleFakePay(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const isJson = (req.headers['content-type'] ?? '').includes('json');
    const fields = isJson
      ? ((parseJson(body) ?? {}) as Record<string, string | undefined>)
      : Object.fromEntries(new URLSearchParams(body));
    const outTradeNo = fields.out_trade_no ?? (fields.pr ? book.tradeByPrepay(fields.pr)?.outTradeNo : undefined);
    const redirectUrl = fields.redirect_url;
    let answer: { status: number; body: object };
    try {
      const made = settle(outTradeNo ?? '');
      // Paid either way; whether our server took the notification is for the test to read.
      const notified = await deliver(made).catch((error: Error) => `not delivered: ${error.message}`);
      answer = { status: 200, body: { out_trade_no: outTradeNo, notified } };
    } catch (error) {
      answer = { status: 400, body: { code: 'FAKE_PAY_FAILED', message: (error as Error).message } };
    }
    // The payer is sent back even when paying failed (a second tap): the merchant's page shows what is true.
    if (redirectUrl && /^https?:\/\//.test(redirectUrl)) {
      res.writeHead(303, { Location: redirectUrl });
      return res.end();
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  function handleAuthorize(res: http.ServerResponse, url: URL) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const scopeOk = q.get('scope') === 'snsapi_base' || q.get('scope') === 'snsapi_userinfo';
    if (q.get('appid') !== appId || q.get('response_type') !== 'code' || !scopeOk || !redirectUri) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('参数错误 / bad oauth request');
    }
    const code = randomBytes(16).toString('hex');
    oauthCodes.set(code, openid);
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { Location: target.toString() });
    res.end();
  }

  function handleAccessToken(res: http.ServerResponse, url: URL) {
    const q = url.searchParams;
    const code = q.get('code') ?? '';
    const user = oauthCodes.get(code);
    let answer: object;
    if (q.get('appid') !== appId || q.get('secret') !== appSecret)
      answer = { errcode: 40125, errmsg: 'invalid appsecret' };
    else if (q.get('grant_type') !== 'authorization_code') answer = { errcode: 40002, errmsg: 'invalid grant_type' };
    else if (!user) answer = { errcode: 40029, errmsg: 'invalid code' };
    else {
      // A code is good once, as WeChat's are.
      oauthCodes.delete(code);
      const token = randomBytes(24).toString('hex');
      answer = { access_token: token, expires_in: 7200, refresh_token: token, openid: user, scope: 'snsapi_base' };
    }
    // WeChat answers 200 with text/plain, errors included.
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(JSON.stringify(answer));
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      if (url.pathname.startsWith('/v3/')) return handleApi(req, res, url, body);
      if (req.method === 'GET' && url.pathname === '/fake/h5') {
        const trade = book.tradeByPrepay(url.searchParams.get('prepay') ?? '');
        res.writeHead(trade ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(cashierPage(trade, url.searchParams.get('redirect_url') ?? ''));
      }
      if (req.method === 'POST' && url.pathname === '/fake/pay') return handleFakePay(req, res, body);
      if (req.method === 'GET' && url.pathname === '/connect/oauth2/authorize') return handleAuthorize(res, url);
      if (req.method === 'GET' && url.pathname === '/sns/oauth2/access_token') return handleAccessToken(res, url);
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`fake WeChat Pay failed: ${(error as Error).message}`);
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const sent = (outTradeNo: string) => {
    const made = notifications.get(outTradeNo);
    if (!made) throw new Error(`fake WeChat Pay: no notification for ${outTradeNo} yet`);
    return made;
  };

  return {
    url,
    port,
    mchId,
    appId,
    appSecret,
    openid,
    settings: (apiBase = url) => ({
      mchId,
      appId,
      certSerial,
      privateKey: pem(merchant.privateKey, 'pkcs8'),
      apiV3Key,
      platformKey: pem(platform.publicKey, 'spki'),
      platformSerial,
      apiBase,
    }),
    trades: book.trades,
    calls,
    pay,
    setTradeState(outTradeNo, state) {
      const trade = book.trades.get(outTradeNo);
      if (!trade) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`);
      trade.state = state;
    },
    lastNotification: (outTradeNo) => notifications.get(outTradeNo),
    replayLastNotification: (outTradeNo) => deliver(sent(outTradeNo)),
    async forgedNotification(outTradeNo) {
      const trade = book.trades.get(outTradeNo);
      if (!trade) throw new Error(`fake WeChat Pay: no trade ${outTradeNo}`);
      // Claims a payment the fake never recorded: what a forger would send.
      const claimed: FakeTrade = {
        ...trade,
        state: 'SUCCESS',
        paid: trade.paid ?? {
          transactionId: `4200${Date.now()}`,
          total: trade.amount,
          payerTotal: trade.amount,
          successTime: chinaTime(new Date()),
        },
      };
      return deliver(notification(claimed, wrong.privateKey));
    },
    signAsPlatform: (timestamp, nonce, body) => rsaSign(answerMessage(timestamp, nonce, body), platform.privateKey),
    failNext: (kind) => void faults.push(kind),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Stalled answers and keep-alive sockets would hold close() open otherwise.
        server.closeAllConnections();
      }),
  };
}
