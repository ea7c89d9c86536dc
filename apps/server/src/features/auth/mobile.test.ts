import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, latestCode, postForm, signUpByEmail, uniqueMobile } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { termsConsents } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sendSms = (mobile: string, extra = '') => getJson(t, `/api/custom/sms/v1/sendKaptcha?mobile=${mobile}${extra}`);

describe('phone sign-in', () => {
  const newNumberSignUp =
    'sends a 4-digit code and signs a new number up when registerIfNew is 1 (country code 86 by default)';
  it(newNumberSignUp, async () => {
    const mobile = uniqueMobile();
    expect((await sendSms(mobile)).body.data).toEqual({ seconds: 60 });
    const code = await latestCode(t, mobile);
    expect(code).toMatch(/^\d{4}$/);
    const login = await postForm(t, '/api/login/v1/mobile', { mobile, smsCaptcha: code, registerIfNew: '1' });
    expect(login.body.code).toBe(200);
    const me = await getJson(t, '/api/cli/user/v1/get', bearer(login.body.data.token));
    expect(me.body.data).toMatchObject({
      mobile,
      countryCode: '86',
      nickname: `User${mobile.slice(-4)}`,
      hasPassword: false,
    });
    // The sign-in panel says continuing accepts the terms: the new account records it.
    const [consent] = await t.app.platform.db
      .select()
      .from(termsConsents)
      .where(eq(termsConsents.userId, me.body.data.tableId));
    expect(consent?.via).toBe('signup');
  });

  it('signs an existing number in, and refuses an unknown one without registerIfNew', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile, '&countryCode=%2B44');
    const refused = await postForm(t, '/api/login/v1/mobile', {
      mobile,
      smsCaptcha: await latestCode(t, mobile),
      countryCode: '44',
    });
    expect(refused.body).toMatchObject({ code: 404, msg: 'No account uses this phone number yet' });
  });

  it('holds the phone and code rules with their messages', async () => {
    const missing = await getJson(t, '/api/custom/sms/v1/sendKaptcha');
    expect(missing.body.msg).toBe('Please enter a valid phone number');
    const zh = await getJson(t, '/api/custom/sms/v1/sendKaptcha?mobile=12ab', { 'accept-language': 'zh-CN' });
    expect(zh.body.msg).toBe('请输入有效的手机号');
    const longCode = await postForm(t, '/api/login/v1/mobile', {
      mobile: uniqueMobile(),
      smsCaptcha: '12345',
      registerIfNew: '1',
    });
    expect(longCode.body.msg).toBe('Please enter the 4-digit code');
  });

  it('refuses a resend inside 60 s', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const again = await sendSms(mobile);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ type: 'WARN' });
    expect(again.body.msg).toMatch(/^Please wait \d+ s before requesting another code$/);
  });
});

describe('password reset and account sign-in', () => {
  it('resets by phone, then signs in with account and password; old sign-ins end', async () => {
    const mobile = uniqueMobile();
    await sendSms(mobile);
    const first = await postForm(t, '/api/login/v1/mobile', {
      mobile,
      smsCaptcha: await latestCode(t, mobile),
      registerIfNew: '1',
    });
    const oldToken = first.body.data.token;

    // The countdown is per number: wait it out by clearing the limiter as time would.
    await t.app.platform.rateLimiter.reset(`code:sms:86:${mobile}`);
    await sendSms(mobile);
    const mismatch = await postForm(t, '/api/login/v1/forgetPassword', {
      loginType: 'mobile',
      mobile,
      smsCaptcha: await latestCode(t, mobile),
      newPassword: 'phonepass1',
      confirmPassword: 'phonepass2',
    });
    expect(mismatch.body.msg).toBe('Passwords does not match!');
    const reset = await postForm(t, '/api/login/v1/forgetPassword', {
      loginType: 'mobile',
      mobile,
      smsCaptcha: await latestCode(t, mobile),
      newPassword: 'phonepass1',
      countryCode: '86',
    });
    expect(reset.body.code).toBe(200);
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(oldToken))).status).toBe(401);

    const login = await postForm(t, '/api/login/v1/account', {
      account: mobile,
      password: 'phonepass1',
      countryCode: '86',
      loginType: 'mobile',
    });
    expect(login.body.code).toBe(200);
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(login.body.data.token))).body.data.mobile).toBe(mobile);
    const wrong = await postForm(t, '/api/login/v1/account', {
      account: mobile,
      password: 'nope12345',
      loginType: 'mobile',
    });
    expect(wrong.body.msg).toBe('Wrong account or password');
  });

  it('resets by email', async () => {
    const { email } = await signUpByEmail(t);
    await t.app.platform.rateLimiter.reset(`code:email:${email}`);
    await postForm(t, '/api/cli/user/v1/sendEmailVerificationCode', { email });
    const reset = await postForm(t, '/api/login/v1/forgetPassword', {
      loginType: 'email',
      email,
      emailCaptcha: await latestCode(t, email),
      newPassword: 'brandnew9',
    });
    expect(reset.body.code).toBe(200);
    expect((await postForm(t, '/api/login/v1/email', { email, password: 'brandnew9' })).body.data.validationEmail).toBe(
      true,
    );
    expect(
      (await postForm(t, '/api/login/v1/account', { account: email, password: 'brandnew9', loginType: 'email' })).body
        .code,
    ).toBe(200);
  });

  it('stops sign-in tries after ten wrong passwords for one account', async () => {
    const { email } = await signUpByEmail(t);
    for (let i = 0; i < 10; i++) await postForm(t, '/api/login/v1/email', { email, password: 'wrong1234' });
    const blocked = await postForm(t, '/api/login/v1/email', { email, password: 'secret123' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/^Too many attempts, please try again in \d+ min$/);
  });
});
