import { AlipayRequestError, type AlipaySdk } from 'alipay-sdk';
import { PayProviderError } from '../trade.ts';
import { formatChinaTime } from './china-time.ts';

/** One `*_response` object of the OpenAPI gateway, in Alipay's own (snake_case) names. */
export type AlipayAnswer = {
  code: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
};

/**
 * Calls one OpenAPI method and returns its answer only when Alipay's signature over it verifies:
 * the SDK checks answers only when asked (`validateSign`), and an unsigned answer could come from
 * anyone on the path. Every way the call can go wrong becomes a PayProviderError, so a caller
 * never mistakes a failed call for a trade state.
 */
export async function callAlipay(
  sdk: AlipaySdk,
  method: string,
  bizContent: Record<string, unknown>,
): Promise<AlipayAnswer> {
  let answer: unknown;
  try {
    answer = await sdk.exec(method, { bizContent, timestamp: formatChinaTime(new Date()) }, { validateSign: true });
  } catch (error) {
    throw providerFailure(method, error);
  }
  if (!isAnswer(answer)) throw new PayProviderError('alipay', `${method}: an answer without a code`);
  return answer;
}

/** An answer whose code is not the one the caller can act on. */
export function answerError(method: string, answer: AlipayAnswer): PayProviderError {
  const words = [answer.code, answer.msg, answer.sub_msg].filter(Boolean).join(' ');
  return new PayProviderError('alipay', `${method}: ${words}`, answer.sub_code ?? answer.code);
}

function providerFailure(method: string, error: unknown): PayProviderError {
  const message = error instanceof Error ? error.message : String(error);
  // The SDK names the HTTP status only in its message ("HTTP 请求错误, status: 500").
  const status = error instanceof AlipayRequestError ? /status: (\d{3})/.exec(message)?.[1] : undefined;
  return new PayProviderError('alipay', `${method}: ${message}`, undefined, status ? Number(status) : undefined);
}

function isAnswer(value: unknown): value is AlipayAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}
