import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, signUpByEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { sessions } from '../db/tables/sessions.ts';
import { hashToken, revokeSession, revokeUserSessions } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** 404 when the token is accepted (the job is just missing), 401 when it is not. */
const jobStatus = async (token: string) => (await getJson(t, '/api/cli/job/v1/get?id=nothing', bearer(token))).status;

/** Uses the token twice, so the second answer (and every one after) may come from the session cache. */
async function cached(token: string) {
  expect(await jobStatus(token)).toBe(404);
  expect(await jobStatus(token)).toBe(404);
}

describe('a session confirmed moments ago', () => {
  it('is refused at once after logout', async () => {
    const { token } = await signUpByEmail(t);
    await cached(token);
    expect((await postForm(t, '/api/login/v1/logout', {}, bearer(token))).status).toBe(200);
    expect(await jobStatus(token)).toBe(401);
  });

  it('is refused at once after it is revoked, alone or with all of its user', async () => {
    const one = await t.createUser();
    await cached(one.token);
    await revokeSession(t.app.platform.db, one.token);
    expect(await jobStatus(one.token)).toBe(401);

    const all = await t.createUser();
    await cached(all.token);
    await revokeUserSessions(t.app.platform.db, all.id);
    expect(await jobStatus(all.token)).toBe(401);
  });

  it('is refused once its own expiry passes, however recently it was confirmed', async () => {
    const user = await t.createUser();
    await t.app.platform.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    await cached(user.token);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await jobStatus(user.token)).toBe(401);
  });

  it('carries the user as they are now: a changed profile and a changed password show at once', async () => {
    const { token } = await signUpByEmail(t);
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(token))).body.data.nickname).not.toBe('Renamed');
    await postForm(t, '/api/cli/user/v1/updateBase', { nickname: 'Renamed' }, bearer(token));
    expect((await getJson(t, '/api/cli/user/v1/get', bearer(token))).body.data.nickname).toBe('Renamed');

    const changed = { password: 'secret123', newPassword: 'newpass12', confirmPassword: 'newpass12' };
    expect((await postForm(t, '/api/login/v1/changePassword', changed, bearer(token))).body.code).toBe(200);
    // The old password no longer proves anything, even to the call that reads the cached row.
    expect((await postForm(t, '/api/login/v1/changePassword', changed, bearer(token))).body.msg).toBe(
      'The current password is wrong',
    );
  });
});
