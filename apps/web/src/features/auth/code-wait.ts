import type { EmailAnswer } from './api/login.ts';

/**
 * When the server says a code is already counting down for the address (just sent at signup, or
 * sent minutes ago before an unverified sign-in), the moment another may be sent. Undefined: no
 * code is on its way, so verification sends one as it opens (SPEC §4).
 */
export function codeWaitUntil(answer: Pick<EmailAnswer, 'codeSeconds'>, now = Date.now()): number | undefined {
  return answer.codeSeconds && answer.codeSeconds > 0 ? now + answer.codeSeconds * 1000 : undefined;
}

/** Whole seconds left until `until`, 0 once it has passed. */
export function secondsLeft(until: number | undefined, now = Date.now()): number {
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}
