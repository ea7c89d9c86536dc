/**
 * What the boot script left (scripts/early-requests-boot.ts), one entry per call it sent: the
 * call with its headers, and the answer on its way.
 */
export type EarlyAnswer = {
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
  response: Promise<Response>;
};
/** Where on `window` it left them. */
export const EARLY_GLOBAL = '__inkstoneEarly';

const sortedHeaders = (headers: Record<string, string>) =>
  JSON.stringify(Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * The answer to a call the boot script already sent for this first load, when this call is that
 * one to the byte (method, URL, body, every header: the same reader, language and token); taken
 * once. Anything else, or nothing left, is undefined and the caller sends the call itself.
 */
export function takeEarlyAnswer(call: {
  method: string;
  url: string;
  body: BodyInit | undefined;
  headers: Record<string, string>;
}): Promise<Response> | undefined {
  const answers = (window as unknown as Record<string, EarlyAnswer[] | undefined>)[EARLY_GLOBAL];
  if (!answers?.length || (call.body !== undefined && typeof call.body !== 'string')) return undefined;
  const headers = sortedHeaders(call.headers);
  const index = answers.findIndex(
    (answer) =>
      answer.method === call.method &&
      answer.url === call.url &&
      answer.body === call.body &&
      sortedHeaders(answer.headers) === headers,
  );
  if (index < 0) return undefined;
  return answers.splice(index, 1)[0]!.response;
}
