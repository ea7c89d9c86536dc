import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, uniqueEmail, uniqueMobile } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { signAliyun } from './sms.ts';

/** A local SMTP server that keeps what it receives. */
function smtpSink() {
  const received: Array<{ to: string[]; data: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return { server, received };
}

/** The text of a single-part message, base64 or quoted-printable, as nodemailer writes it. */
function decodeBody(raw: string): string {
  const [headers, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n');
  if (/content-transfer-encoding: base64/i.test(headers!))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A local fake of Aliyun's SendSms API that checks the signature as Aliyun does. */
function aliyunFake(secret: string) {
  const calls: Array<Record<string, string>> = [];
  let answer: { status: number; body: object } = {
    status: 200,
    body: { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' },
  };
  const server = http.createServer((request, response) => {
    const params = Object.fromEntries(new URL(request.url!, 'http://x').searchParams);
    const { Signature, ...signed } = params;
    calls.push(params);
    const valid = Signature === signAliyun(signed, secret);
    response.writeHead(valid ? answer.status : 400, { 'content-type': 'application/json' });
    response.end(JSON.stringify(valid ? answer.body : { Code: 'SignatureDoesNotMatch', Message: 'bad signature' }));
  });
  return { server, calls, answerWith: (next: typeof answer) => (answer = next) };
}

describe('mail through SMTP', () => {
  const sink = smtpSink();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.server.address() as AddressInfo).port;
    t = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Inkstone <hello@inkstone.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  });

  it('delivers the code email, and keeps no code in the outbox', async () => {
    const email = uniqueEmail();
    const sent = await postForm(
      t,
      '/api/cli/user/v1/sendEmailVerificationCode',
      { email },
      { 'accept-language': 'zh-CN' },
    );
    expect(sent.body.code).toBe(200);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual([email]);
    expect(sink.received[0]!.data).toContain('hello@inkstone.test');
    expect(decodeBody(sink.received[0]!.data)).toMatch(/验证码是 \d{6}，5 分钟内有效/);
    expect((await getJson(t, `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.data).toEqual([]);
  });
});

describe('SMS through Aliyun', () => {
  const fake = aliyunFake('test-secret');
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const port = (fake.server.address() as AddressInfo).port;
    t = await startTestApp({
      env: {
        ALIYUN_SMS_ACCESS_KEY_ID: 'test-key',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-secret',
        ALIYUN_SMS_SIGN_NAME: '墨石',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123',
        ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  it('sends a signed SendSms request with the code as a template parameter', async () => {
    const mobile = uniqueMobile();
    const sent = await getJson(t, `/api/custom/sms/v1/sendKaptcha?mobile=${mobile}`);
    expect(sent.body.code).toBe(200);
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: mobile,
      SignName: '墨石',
      TemplateCode: 'SMS_123',
      AccessKeyId: 'test-key',
      SignatureMethod: 'HMAC-SHA1',
    });
    expect(JSON.parse(call.TemplateParam!).code).toMatch(/^\d{4}$/);
  });

  it('prefixes the country code outside mainland China', async () => {
    const mobile = uniqueMobile();
    await getJson(t, `/api/custom/sms/v1/sendKaptcha?mobile=${mobile}&countryCode=852`);
    expect(fake.calls.at(-1)!.PhoneNumbers).toBe(`852${mobile}`);
  });

  it('reports a refusal from the provider as a server error, without a code left usable', async () => {
    fake.answerWith({ status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' } });
    const refused = await getJson(t, `/api/custom/sms/v1/sendKaptcha?mobile=${uniqueMobile()}`);
    expect(refused.status).toBe(500);
    expect(refused.body.msg).toBe('Something went wrong on our side, please try again later');
  });
});
