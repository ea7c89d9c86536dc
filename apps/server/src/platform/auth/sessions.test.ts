import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { sessions } from '../db/tables/sessions.ts';
import { hashToken, revokeSession } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const jobStatus = (token?: string) =>
  fetch(`${t.url}/api/cli/job/v1/get?id=nothing`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('session tokens', () => {
  it('stores only the hash of a token', async () => {
    const user = await t.createUser();
    const rows = await t.app.platform.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(user.token));
    expect(rows[0]!.tokenHash).not.toContain(user.token);
  });

  it('answers 401 without a token, with an unknown one, and after revocation', async () => {
    const user = await t.createUser();
    expect((await jobStatus()).status).toBe(401);
    expect((await jobStatus('made-up-token')).status).toBe(401);
    expect((await jobStatus(user.token)).status).toBe(404); // signed in: the job is just missing
    await revokeSession(t.app.platform.db, user.token);
    const revoked = await jobStatus(user.token);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 401, msg: 'please log in first' });
  });

  it('answers 401 once a token has expired', async () => {
    const user = await t.createUser();
    await t.app.platform.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect((await jobStatus(user.token)).status).toBe(401);
  });
});
