import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/tables/users.ts';
import { getJson, latestCode, postForm, signUpByEmail, uniqueEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { termsConsents, verificationCodes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('email sign-up, verification and sign-in', () => {
  it('signs up, verifies with the emailed code, signs in, and signs out', async () => {
    const email = uniqueEmail();
    const signup = await postForm(t, '/api/cli/user/v1/regedit/email', {
      email: email.toUpperCase(),
      password: 'secret123',
      agree: '1',
    });
    // The answer says a code is on its way and how long until another may be sent.
    expect(signup.body).toMatchObject({
      code: 200,
      data: { validationEmail: false, token: '', email, codeSeconds: 60 },
    });

    // Before verification the password is right but no token is given: the client verifies,
    // counting down what is left of the signup code's minute rather than sending another.
    const asked = Date.now();
    const early = await postForm(t, '/api/login/v1/email', { email, password: 'secret123' });
    expect(early.body.data).toMatchObject({ validationEmail: false, token: '', email });
    expect(early.body.data.codeSeconds).toBeGreaterThan(50);
    expect(early.body.data.codeSeconds).toBeLessThanOrEqual(60);
    const again = await postForm(t, '/api/cli/user/v1/regedit/email', { email, password: 'secret123', agree: '1' });
    // The same minute counting down, not a new one: no more left than before, and no less than
    // the time these calls took (each answer rounds to the second; a busy machine takes seconds).
    const took = Math.ceil((Date.now() - asked) / 1000);
    expect(again.body.data.codeSeconds).toBeLessThanOrEqual(early.body.data.codeSeconds + 1);
    expect(again.body.data.codeSeconds).toBeGreaterThanOrEqual(early.body.data.codeSeconds - took - 1);

    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await postForm(t, '/api/cli/user/v1/verifyEmail', { email, emailCaptcha: code });
    expect(verified.body.data).toMatchObject({ validationEmail: true, email });
    const me = await getJson(t, '/api/cli/user/v1/get', bearer(verified.body.data.token));
    expect(me.body.data).toMatchObject({
      email,
      nickname: email.split('@')[0],
      isChatgptVip: false,
      hasPassword: true,
    });

    const login = await postForm(t, '/api/login/v1/email', { email, password: 'secret123' });
    expect(login.body.data.validationEmail).toBe(true);
    const token = login.body.data.token;
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(token))).status).toBe(200);

    await postForm(t, '/api/login/v1/logout', {}, bearer(token));
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(token))).status).toBe(401);
  });

  it('holds every sign-up rule, with the exact message, in both languages, writing nothing', async () => {
    const count = async () => (await t.app.platform.db.select().from(users)).length;
    const before = await count();
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { email: 'not-an-email', password: 'secret123', agree: '1' },
        'Please enter a valid email address',
        '请输入有效的邮箱地址',
      ],
      [
        { email: uniqueEmail(), password: 'short1', agree: '1' },
        '8-16 characters, including at least letters and numbers',
        '8-16 位字符，至少包含字母和数字',
      ],
      [
        { email: uniqueEmail(), password: 'lettersonly', agree: '1' },
        '8-16 characters, including at least letters and numbers',
        '8-16 位字符，至少包含字母和数字',
      ],
      [
        { email: uniqueEmail(), password: '1234567890', agree: '1' },
        '8-16 characters, including at least letters and numbers',
        '8-16 位字符，至少包含字母和数字',
      ],
      [
        { email: uniqueEmail(), password: 'abcdefgh123456789', agree: '1' },
        '8-16 characters, including at least letters and numbers',
        '8-16 位字符，至少包含字母和数字',
      ],
      [
        { email: uniqueEmail(), password: 'secret123', agree: '0' },
        'Please read and agree to the terms first',
        '请先阅读并同意用户协议',
      ],
      [{ password: 'secret123', agree: '1' }, 'Please enter a valid email address', '请输入有效的邮箱地址'],
    ];
    for (const [fields, en, zh] of cases) {
      const english = await postForm(t, '/api/cli/user/v1/regedit/email', fields);
      expect(english.status, JSON.stringify(fields)).toBe(400);
      expect(english.body.msg).toBe(en);
      const chinese = await postForm(t, '/api/cli/user/v1/regedit/email', fields, { 'accept-language': 'zh-CN' });
      expect(chinese.body.msg).toBe(zh);
    }
    expect(await count()).toBe(before);
  });

  const inviteSignUp =
    "takes SPEC §7's payload (email, password, inviteId) " +
    'without an agree field, recording the signup as the consent';
  it(inviteSignUp, async () => {
    const inviter = await signUpByEmail(t);
    const inviteId = (await getJson(t, '/api/cli/user/v1/get', bearer(inviter.token))).body.data.inviteId as string;
    const email = uniqueEmail();
    const before = t.clock.now().getTime();
    const signup = await postForm(t, '/api/cli/user/v1/regedit/email', { email, password: 'secret123', inviteId });
    expect(signup.body).toMatchObject({ code: 200, data: { validationEmail: false, token: '', email } });
    const after = t.clock.now().getTime();
    const verified = await postForm(t, '/api/cli/user/v1/verifyEmail', {
      email,
      emailCaptcha: await latestCode(t, email),
      inviteId,
    });
    expect(verified.body.data.validationEmail).toBe(true);
    const [user] = await t.app.platform.db.select().from(users).where(eq(users.email, email));
    const [consent] = await t.app.platform.db.select().from(termsConsents).where(eq(termsConsents.userId, user!.id));
    expect(consent?.via).toBe('signup');
    expect(consent!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(consent!.acceptedAt.getTime()).toBeLessThanOrEqual(after);
    expect(user!.invitedBy).toBe(
      (await t.app.platform.db.select().from(users).where(eq(users.email, inviter.email)))[0]!.id,
    );
  });

  it("records the web app's ticked terms box as the consent", async () => {
    const { email } = await signUpByEmail(t);
    const [user] = await t.app.platform.db.select().from(users).where(eq(users.email, email));
    const [consent] = await t.app.platform.db.select().from(termsConsents).where(eq(termsConsents.userId, user!.id));
    expect(consent?.via).toBe('checkbox');
  });

  it('refuses a second account for a verified email', async () => {
    const { email } = await signUpByEmail(t);
    const again = await postForm(t, '/api/cli/user/v1/regedit/email', { email, password: 'other1234', agree: '1' });
    expect(again.body).toMatchObject({ code: 409, msg: 'This email is already registered' });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { email } = await signUpByEmail(t);
    const wrong = await postForm(t, '/api/login/v1/email', { email, password: 'wrong1234' });
    const unknown = await postForm(t, '/api/login/v1/email', { email: uniqueEmail(), password: 'wrong1234' });
    expect(wrong.body.msg).toBe('Wrong account or password');
    expect(unknown.body.msg).toBe('Wrong account or password');
  });

  it('binds the inviter named by the invite id', async () => {
    const inviter = await signUpByEmail(t);
    const inviterInfo = await getJson(t, '/api/cli/user/v1/get', bearer(inviter.token));
    const invited = await signUpByEmail(t, uniqueEmail(), 'secret123', { inviteId: inviterInfo.body.data.inviteId });
    const invitedInfo = await getJson(t, '/api/cli/user/v1/get', bearer(invited.token));
    const [row] = await t.app.platform.db.select().from(users).where(eq(users.id, invitedInfo.body.data.tableId));
    expect(row!.invitedBy).toBe(inviterInfo.body.data.tableId);
  });
});

describe('email codes', () => {
  it('allows one send per 60 s per address and says how long to wait', async () => {
    const email = uniqueEmail();
    const first = await postForm(t, '/api/cli/user/v1/sendEmailVerificationCode', { email });
    expect(first.body.data).toEqual({ seconds: 60 });
    const second = await postForm(
      t,
      '/api/cli/user/v1/sendEmailVerificationCode',
      { email },
      { 'accept-language': 'zh-CN' },
    );
    expect(second.status).toBe(429);
    expect(second.body.type).toBe('WARN');
    expect(second.body.data.seconds).toBeGreaterThan(55);
    expect(second.body.data.seconds).toBeLessThanOrEqual(60);
    expect(second.body.msg).toBe(`请等待 ${second.body.data.seconds} 秒后再获取验证码`);
    const other = await postForm(t, '/api/cli/user/v1/sendEmailVerificationCode', { email: uniqueEmail() });
    expect(other.status).toBe(200);
  });

  it('voids a code after five wrong tries', async () => {
    const email = uniqueEmail();
    await postForm(t, '/api/cli/user/v1/regedit/email', { email, password: 'secret123', agree: '1' });
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await postForm(t, '/api/cli/user/v1/verifyEmail', { email, emailCaptcha: wrong });
      expect(attempt.body.msg).toBe('The verification code is wrong or has expired');
    }
    const right = await postForm(t, '/api/cli/user/v1/verifyEmail', { email, emailCaptcha: code });
    expect(right.body).toMatchObject({ code: 400, msg: 'The verification code is wrong or has expired' });
  });

  it('refuses an expired code, and a used one', async () => {
    const email = uniqueEmail();
    await postForm(t, '/api/cli/user/v1/regedit/email', { email, password: 'secret123', agree: '1' });
    const code = await latestCode(t, email);
    await t.app.platform.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, `email:${email}`));
    expect((await postForm(t, '/api/cli/user/v1/verifyEmail', { email, emailCaptcha: code })).status).toBe(400);

    const fresh = uniqueEmail();
    await postForm(t, '/api/cli/user/v1/regedit/email', { email: fresh, password: 'secret123', agree: '1' });
    const freshCode = await latestCode(t, fresh);
    expect((await postForm(t, '/api/cli/user/v1/verifyEmail', { email: fresh, emailCaptcha: freshCode })).status).toBe(
      200,
    );
    expect((await postForm(t, '/api/cli/user/v1/verifyEmail', { email: fresh, emailCaptcha: freshCode })).status).toBe(
      400,
    );
  });

  it('checks the code format with the catalogue message', async () => {
    const response = await postForm(t, '/api/cli/user/v1/verifyEmail', { email: uniqueEmail(), emailCaptcha: '12ab' });
    expect(response.body.msg).toBe('Please enter the 6-digit code from the email');
  });
});
