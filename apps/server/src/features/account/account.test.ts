import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getJson,
  latestCode,
  postForm,
  postJson,
  signUpByEmail,
  uniqueEmail,
  uniqueMobile,
} from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { activations, userSettings } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (token: string) => (await getJson(t, '/api/cli/user/v1/get', bearer(token))).body.data;

async function uploadAvatar(token: string, bytes: Buffer) {
  const form = new FormData();
  form.set('filePurpose', 'avatar');
  form.set('file', new Blob([new Uint8Array(bytes)]), 'face.jpg');
  const response = await fetch(`${t.url}/api/cli/file/v1/upload`, {
    method: 'POST',
    body: form,
    headers: bearer(token),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data: { url: string } },
  };
}

describe('the account', () => {
  it('answers every user-info field of SPEC §3', async () => {
    const { token, email } = await signUpByEmail(t);
    const info = await me(token);
    expect(Object.keys(info).sort()).toEqual(
      [
        'account',
        'avatar',
        'chatgptVipExpirationTime',
        'cliUserId',
        'countryCode',
        'email',
        'hasPassword',
        'inviteId',
        'isChatgptVip',
        'isMidjourneyVip',
        'midjourneyVipExpirationTime',
        'mobile',
        'nickname',
        'tableId',
      ].sort(),
    );
    expect(info).toMatchObject({ email, mobile: null, isMidjourneyVip: false });
    expect(info.inviteId).toMatch(/^[2-9A-Z]{8}$/);
  });

  it('changes the nickname, trimmed, and refuses one that breaks the rule', async () => {
    const { token } = await signUpByEmail(t);
    expect(
      (await postForm(t, '/api/cli/user/v1/updateBase', { nickname: '  墨石 Fan_1  ' }, bearer(token))).body.data
        .nickname,
    ).toBe('墨石 Fan_1');
    for (const nickname of ['', '   ', '<script>', 'x'.repeat(21)]) {
      const refused = await postForm(t, '/api/cli/user/v1/updateBase', { nickname }, bearer(token));
      expect(refused.body.msg, nickname).toBe('Nickname: 1-20 letters, digits, spaces, _ - or .');
    }
    expect((await me(token)).nickname).toBe('墨石 Fan_1');
  });

  it('re-encodes an uploaded avatar to a 256 px PNG and sets it; nobody can use it but its owner', async () => {
    const { token } = await signUpByEmail(t);
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0F4C81' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadAvatar(token, jpeg);
    expect(uploaded.body.code).toBe(200);
    const served = Buffer.from(await (await fetch(`${t.url}${uploaded.body.data.url}`)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const set = await postForm(t, '/api/cli/user/v1/updateBase', { avatar: uploaded.body.data.url }, bearer(token));
    expect(set.body.data.avatar).toBe(uploaded.body.data.url);

    const other = await signUpByEmail(t);
    const stolen = await postForm(
      t,
      '/api/cli/user/v1/updateBase',
      { avatar: uploaded.body.data.url },
      bearer(other.token),
    );
    expect(stolen.body.msg).toBe('Please upload the avatar image first');
    expect((await uploadAvatar(token, Buffer.from('%PDF-1.4 not an image'))).status).toBe(415);
  });

  it("binds an email and a phone with codes, always to the token's own user", async () => {
    const { token } = await signUpByEmail(t);
    const victim = await signUpByEmail(t);
    const victimInfo = await me(victim.token);
    const email = uniqueEmail();
    await postForm(t, '/api/cli/user/v1/sendEmailVerificationCode', { email });
    // tableId names another user; the change still lands on the caller.
    const bound = await postForm(
      t,
      '/api/cli/user/v1/bindEmail',
      { email, emailCaptcha: await latestCode(t, email), tableId: String(victimInfo.tableId) },
      bearer(token),
    );
    expect(bound.body.data.email).toBe(email);
    expect((await me(victim.token)).email).toBe(victim.email);

    const mobile = uniqueMobile();
    await getJson(t, `/api/custom/sms/v1/sendKaptcha?mobile=${mobile}`);
    const phone = await postForm(
      t,
      '/api/cli/user/v1/bindMobile',
      { mobile, smsCaptcha: await latestCode(t, mobile), countryCode: '86', tableId: String(victimInfo.tableId) },
      bearer(token),
    );
    expect(phone.body.data).toMatchObject({ mobile, countryCode: '86' });
    expect((await me(victim.token)).mobile).toBeNull();

    const taken = await postForm(
      t,
      '/api/cli/user/v1/bindEmail',
      { email: victim.email, emailCaptcha: '123456' },
      bearer(token),
    );
    expect(taken.body.msg).toBe('This email already belongs to another account');
  });

  it('changes the password: the old one must be right, other sign-ins end, this one stays', async () => {
    const { token, email } = await signUpByEmail(t);
    const second = (await postForm(t, '/api/login/v1/email', { email, password: 'secret123' })).body.data.token;
    const wrong = await postForm(
      t,
      '/api/login/v1/changePassword',
      { password: 'nope12345', newPassword: 'newpass12' },
      bearer(token),
    );
    expect(wrong.body.msg).toBe('The current password is wrong');
    const weak = await postForm(
      t,
      '/api/login/v1/changePassword',
      { password: 'secret123', newPassword: 'weak' },
      bearer(token),
    );
    expect(weak.body.msg).toBe('8-16 characters, including at least letters and numbers');
    const changed = await postForm(
      t,
      '/api/login/v1/changePassword',
      { password: 'secret123', newPassword: 'newpass12', confirmPassword: 'newpass12' },
      bearer(token),
    );
    expect(changed.body.code).toBe(200);
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(token))).status).toBe(200);
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(second))).status).toBe(401);
    expect((await postForm(t, '/api/login/v1/email', { email, password: 'newpass12' })).body.code).toBe(200);
  });

  it('keeps custom instructions up to 1500 characters', async () => {
    const { token } = await signUpByEmail(t);
    expect((await getJson(t, '/api/cli/user/setting/v1/getUserSetting', bearer(token))).body.data).toEqual({
      useCustomer: false,
      customer: '',
    });
    const saved = await postJson(
      t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: '用中文回答。'.repeat(250) },
      bearer(token),
    );
    expect(saved.body.code).toBe(200);
    const tooLong = await postJson(
      t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: 'x'.repeat(1501) },
      { ...bearer(token), 'accept-language': 'zh-CN' },
    );
    expect(tooLong.body.msg).toBe('自定义指令不能超过 1500 个字符');
    const kept = await getJson(t, '/api/cli/user/setting/v1/getUserSetting', bearer(token));
    expect(kept.body.data).toEqual({ useCustomer: true, customer: '用中文回答。'.repeat(250) });
    const rows = await t.app.platform.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, (await me(token)).tableId));
    expect(rows).toHaveLength(1);
  });

  it('records a client activation, signed in or not', async () => {
    const before = (await t.app.platform.db.select().from(activations)).length;
    expect((await postJson(t, '/api/cli/activated/v1/activated', { client: 'web', version: '1.0' })).body.code).toBe(
      200,
    );
    expect((await t.app.platform.db.select().from(activations)).length).toBe(before + 1);
  });

  it('answers 401 to every account call without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/cli/user/v1/get'],
      ['POST', '/api/cli/user/v1/updateBase'],
      ['POST', '/api/cli/user/v1/bindEmail'],
      ['POST', '/api/cli/user/v1/bindMobile'],
      ['POST', '/api/login/v1/changePassword'],
      ['GET', '/api/cli/user/setting/v1/getUserSetting'],
      ['POST', '/api/cli/user/setting/v1/setUseCustomer'],
    ] as const) {
      // An empty body: the 401 comes before any validation.
      const response = method === 'GET' ? await getJson(t, path) : await postJson(t, path, {});
      expect(response.status, path).toBe(401);
    }
  });
});
