import { expect, type APIRequestContext } from '@playwright/test';

type OutboxMessage = { to: string; channel: 'email' | 'sms'; code: string | null; createdAt: string };

/** Messages the server "sent" to an email address or phone number, newest first (DEV_OUTBOX=1). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  const body = (await response.json()) as { code: number; msg: string; data: OutboxMessage[] };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/**
 * The code of the message that arrives after `previous` messages (0: the first one ever), as a
 * person would read it from their inbox or phone.
 */
export async function codeSentTo(request: APIRequestContext, to: string, previous = 0): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => (messages = await outbox(request, to)).length, { message: `a new code for ${to}` })
    .toBeGreaterThan(previous);
  const code = messages[0]?.code;
  expect(code, `the latest message to ${to} carries a code`).toBeTruthy();
  return code!;
}

let serial = 0;
/** A phone number nobody has used in this run. */
export function newPhoneNumber(): string {
  const tail = `${Date.now() % 1_000_000}${serial++ % 10}${process.pid % 10}`.padStart(8, '0').slice(-8);
  return `139${tail}`;
}

/** Lower case, as the server stores addresses. */
export const newEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}.${process.pid}.${serial++}@example.com`.toLowerCase();
