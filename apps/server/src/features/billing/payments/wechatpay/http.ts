import { PayProviderError } from '../trade.ts';
import { DEFAULT_API_BASE, DEFAULT_TIMEOUT_MS, MAX_CLOCK_SKEW_SECONDS, type WechatPaySettings } from './settings.ts';
import {
  answerMessage,
  authorizationHeader,
  nonceStr,
  platformKeyFrom,
  privateKeyFrom,
  requestMessage,
  rsaSign,
  rsaVerify,
  unixSeconds,
} from './signing.ts';

/** An answer whose signature verified; 2xx or a 4xx that WeChat Pay itself said. */
export type VerifiedAnswer = { status: number; data: unknown };

type ErrorBody = { code?: unknown; message?: unknown };

const fail = (message: string, code?: string, status?: number) =>
  new PayProviderError('wechatpay', message, code, status);

/**
 * One signed call to APIv3. Everything that is not a verified answer throws PayProviderError: no
 * answer in time, no connection, a 5xx, an answer without a valid signature from `platformSerial`, a
 * body that is not JSON. A verified 4xx is returned so a caller can read WeChat Pay's code
 * (ORDER_NOT_EXIST) — `expectOk` turns it into an error otherwise.
 */
export function wechatPayCaller(settings: WechatPaySettings) {
  const merchantKey = privateKeyFrom(settings.privateKey);
  const platformKey = platformKeyFrom(settings.platformKey);
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const base = (settings.apiBase || DEFAULT_API_BASE).replace(/\/+$/, '');

  return async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<VerifiedAnswer> {
    const url = new URL(base + path);
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = unixSeconds();
    const nonce = nonceStr();
    const signature = rsaSign(
      requestMessage(method, url.pathname + url.search, timestamp, nonce, payload),
      merchantKey,
    );
    const authorization = authorizationHeader({
      mchid: settings.mchId,
      nonce_str: nonce,
      signature,
      timestamp,
      serial_no: settings.certSerial,
    });

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        // A redirect is never part of APIv3; following one would send a signed request elsewhere.
        redirect: 'error',
        // Covers reading the body too, so a server that sends headers and then stalls is bounded.
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          Accept: 'application/json',
          // WeChat Pay refuses requests without a User-Agent.
          'User-Agent': 'inkstone-wechatpay/1 (+node)',
          Authorization: authorization,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: payload }),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw fail(`no answer within ${timeoutMs} ms`);
      throw fail(`could not reach WeChat Pay: ${(error as Error).message}`);
    }

    const { status } = response;
    if (status >= 500) {
      const said = readErrorBody(text);
      throw fail(`WeChat Pay failed (HTTP ${status}): ${said.message ?? text.slice(0, 200)}`, said.code, status);
    }
    verifyAnswer(response.headers, text, status);
    if (text === '') return { status, data: null };
    try {
      return { status, data: JSON.parse(text) as unknown };
    } catch {
      throw fail(`unreadable answer (HTTP ${status}): ${text.slice(0, 200)}`, undefined, status);
    }
  };

  function verifyAnswer(headers: Headers, text: string, status: number) {
    const timestamp = headers.get('wechatpay-timestamp');
    const nonce = headers.get('wechatpay-nonce');
    const signature = headers.get('wechatpay-signature');
    const serial = headers.get('wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) {
      // Deliberately without WeChat Pay's code: an unsigned answer must not steer what we do.
      throw fail(`unsigned answer (HTTP ${status}): ${text.slice(0, 200)}`, undefined, status);
    }
    if (serial !== settings.platformSerial) {
      throw fail(`answer signed with serial ${serial}, expected ${settings.platformSerial}`, undefined, status);
    }
    if (Math.abs(Number(unixSeconds()) - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
      throw fail(`answer timestamp ${timestamp} is more than 5 minutes off`, undefined, status);
    }
    if (!rsaVerify(answerMessage(timestamp, nonce, text), signature, platformKey)) {
      throw fail('answer signature does not verify', undefined, status);
    }
  }
}

export type WechatPayCall = ReturnType<typeof wechatPayCaller>;

/** WeChat Pay's `{code, message}` of a verified 4xx, as an error. */
export function expectOk(answer: VerifiedAnswer): unknown {
  if (answer.status < 300) return answer.data;
  const said = readErrorBody(answer.data);
  throw fail(`WeChat Pay refused (HTTP ${answer.status}): ${said.message ?? 'no message'}`, said.code, answer.status);
}

function readErrorBody(body: unknown): { code?: string; message?: string } {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const { code, message } = parsed as ErrorBody;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
