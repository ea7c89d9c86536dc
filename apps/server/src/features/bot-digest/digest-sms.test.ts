import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postForm, uniqueMobile } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { until } from '../../testing/until.ts';
import { settle } from '../../platform/queue/testing.ts';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../../platform/db/tables/jobs.ts';
import { signAliyun } from '../../platform/delivery/sms.ts';
import { botCall, createBot, makeVip } from '../bots/test-kit.ts';
import { ROUND_MS } from './jobs.ts';

/**
 * The SMS digest against a local fake of Aliyun's SendSms API (its documented wire format: a
 * signed GET with the call in the query, a JSON answer whose `Code` is `OK` or the refusal), with
 * its faults: a refusal, an HTTP error, a malformed answer. The digest's SMS goes once, retried
 * after a fault without sending the e-mail again, and the plugins tab reads the provider's reason.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });

type Answer = { status: number; body: string };
const OK: Answer = { status: 200, body: JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '9', RequestId: 'r' }) };

function aliyunFake(secret: string) {
  const calls: Array<Record<string, string>> = [];
  const answers: Answer[] = [];
  const server = http.createServer((request, response) => {
    const params = Object.fromEntries(new URL(request.url!, 'http://fake').searchParams);
    const { Signature, ...signed } = params;
    calls.push(params);
    // Aliyun checks the signature first, whatever the call.
    const answer =
      request.method === 'GET' && Signature === signAliyun(signed, secret)
        ? (answers.shift() ?? OK)
        : { status: 400, body: JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' }) };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  return { server, calls, queue: (...next: Answer[]) => answers.push(...next) };
}

const fake = aliyunFake('digest-secret');
let t: TestApp;
let slot = 1;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const port = (fake.server.address() as AddressInfo).port;
  t = await startTestApp({
    env: {
      ALIYUN_SMS_ACCESS_KEY_ID: 'digest-key',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'digest-secret',
      ALIYUN_SMS_SIGN_NAME: '墨石',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_CODE',
      ALIYUN_SMS_DIGEST_TEMPLATE_CODE: 'SMS_DIGEST',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

/** An owner on Pro with a verified e-mail and a mobile number, and a bot with both plugins on. */
async function ownerWithBot(countryCode = '86') {
  const mobile = uniqueMobile();
  const owner = await t.createUser({ email: `${mobile}@example.com`, emailVerified: true, mobile, countryCode });
  await makeVip(t, owner);
  const bot = await createBot(t, owner, { isPublic: true });
  const question = { prompt: 'Do you open on Sunday?', botId: bot.tableId };
  await streamChat(t, '/api/cli/chatgpt/v1/ssePost', question, owner.token);
  // The plugins go on after the question: a round of another app on the same database (the
  // PostgreSQL run) may claim the day's digest at once, and it must already count the question.
  const plugins = { email: true, sms: true, sendTime: '00:00', timeZone: 'UTC' };
  expect((await botCall(t, owner, 'update', { tableId: bot.tableId, plugins })).body.code).toBe(200);
  return { owner, mobile, botId: bot.tableId };
}

async function round() {
  const { queue } = t.app.platform;
  const at = new Date(Math.floor(Date.now() / ROUND_MS + slot++) * ROUND_MS);
  await queue.offerRecurring(at);
  await settle(queue, `bots.digest.round@${at.toISOString()}`);
}

/** The send job's next try made due now (its back-off is a minute and more, on the database's clock), then run. */
async function nextTry() {
  const { db, queue } = t.app.platform;
  const due = await until(
    () =>
      db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.name, 'bots.digest.send'), eq(jobs.status, 'queued')))
        .returning({ id: jobs.id }),
    (rows) => rows.length > 0,
  );
  expect(due.length).toBeGreaterThan(0);
  await queue.poll();
}

const lastDigest = async (owner: TestUser, botId: string) =>
  (await postForm(t, '/api/cli/chat/bot/v1/lastDigest', { tableId: botId }, auth(owner))).body.data;
const callsTo = (mobile: string) => fake.calls.filter((call) => call.PhoneNumbers?.endsWith(mobile));
const mailsTo = async (email: string) =>
  ((await (await fetch(`${t.url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: unknown[] }).data;

describe('the SMS digest through Aliyun', () => {
  it('sends one signed SendSms call with the digest template and its parameters', async () => {
    const { owner, mobile, botId } = await ownerWithBot();
    await round();
    const digest = await until(
      () => lastDigest(owner, botId),
      (data) => data?.status === 'sent',
    );
    expect(digest.sms).toMatchObject({ status: 'sent', reason: null });
    const [call, ...more] = callsTo(mobile);
    expect(more).toHaveLength(0);
    expect(call).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: mobile,
      SignName: '墨石',
      TemplateCode: 'SMS_DIGEST',
      AccessKeyId: 'digest-key',
      SignatureMethod: 'HMAC-SHA1',
    });
    expect(JSON.parse(call!.TemplateParam!)).toMatchObject({ conversations: '1', questions: '1' });
    // Later rounds the same day send nothing more.
    await round();
    expect(callsTo(mobile)).toHaveLength(1);
  });

  it('retries after a refusal, an HTTP error and a malformed answer, sending the e-mail once', async () => {
    const { owner, mobile, botId } = await ownerWithBot('852');
    fake.queue(
      { status: 200, body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit reached' }) },
      { status: 503, body: 'Service Unavailable' },
      { status: 200, body: '{not json' },
    );
    await round();
    // The first try: e-mail sent, SMS failed with the provider's code, shown in the tab.
    const first = await until(
      () => lastDigest(owner, botId),
      (data) => data?.sms?.status === 'failed',
    );
    expect(first.email.status).toBe('sent');
    expect(first.sms.reason).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(first.status).toBe('sending');
    // Each retry comes after the job's back-off and tries the SMS alone; the fourth gets the provider's OK.
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await nextTry();
      expect(
        await until(
          () => Promise.resolve(callsTo(mobile).length),
          (count) => count === attempt,
        ),
      ).toBe(attempt);
      if (attempt === 2) expect((await lastDigest(owner, botId)).sms.reason).toContain('503');
    }
    const done = await until(
      () => lastDigest(owner, botId),
      (data) => data?.status === 'sent',
    );
    expect(done.sms).toMatchObject({ status: 'sent', reason: null });
    expect(callsTo(mobile).map((call) => call.PhoneNumbers)).toEqual(Array(4).fill(`852${mobile}`));
    expect(await mailsTo(`${mobile}@example.com`)).toHaveLength(1);
  });

  it('ends failed with the last fault after the last try', async () => {
    const { owner, mobile, botId } = await ownerWithBot();
    const refusal = { status: 200, body: JSON.stringify({ Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'bad number' }) };
    fake.queue(refusal, refusal, refusal, refusal);
    await round();
    await until(
      () => lastDigest(owner, botId),
      (data) => data?.sms?.status === 'failed',
    );
    for (let attempt = 2; attempt <= 4; attempt += 1) await nextTry();
    const failed = await until(
      () => lastDigest(owner, botId),
      (data) => data?.status === 'failed',
    );
    expect(callsTo(mobile)).toHaveLength(4);
    expect(failed.email.status).toBe('sent');
    expect(failed.sms).toMatchObject({ status: 'failed' });
    expect(failed.sms.reason).toContain('isv.MOBILE_NUMBER_ILLEGAL');
    expect(await mailsTo(`${mobile}@example.com`)).toHaveLength(1);
  });
});
