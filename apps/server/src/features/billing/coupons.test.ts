import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../testing/accounts.ts';
import { createTestStore } from '../../testing/database.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { insertCoupon } from './coupon-store.ts';
import * as billing from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const exchange = (token: string, actCode: string, language = 'en') =>
  postJson(
    t,
    '/api/cli/coupon/v1/exchange',
    { actCode },
    { authorization: `Bearer ${token}`, 'accept-language': language },
  );

describe('coupons', () => {
  it('grants Q&A plan days once per user, and refuses reuse with a clear message', async () => {
    await insertCoupon(t.app.platform.db, { code: 'WELCOME30', kind: 'qa_days', amount: 30, maxUses: 10 });
    const user = await t.createUser();
    expect((await exchange(user.token, ' welcome30 ')).body.data).toEqual({ kind: 'qa_days', amount: 30 });
    expect((await billing.planStatus(t.app.platform, user.id)).qa).toMatchObject({ active: true, daysLeft: 30 });
    const again = await exchange(user.token, 'WELCOME30', 'zh-CN');
    expect(again.body).toMatchObject({ code: 409, msg: '您已使用过该兑换码' });
    expect((await billing.planStatus(t.app.platform, user.id)).qa.daysLeft).toBe(30);
  });

  it('stops at its use limit even under concurrent redemptions', async () => {
    await insertCoupon(t.app.platform.db, { code: 'FIRST3', kind: 'qa_count', amount: 5, maxUses: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
    const results = await Promise.all(people.map((person) => exchange(person.token, 'FIRST3')));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.msg === 'This code has been used up')).toHaveLength(5);
  });

  it('refuses an expired, unknown or empty code', async () => {
    await insertCoupon(t.app.platform.db, {
      code: 'OLDNEWS',
      kind: 'drawing_days',
      amount: 7,
      maxUses: 5,
      expiresAt: new Date(Date.now() - 1000),
    });
    const user = await t.createUser();
    expect((await exchange(user.token, 'OLDNEWS')).body.msg).toBe('This code has expired');
    expect((await exchange(user.token, 'NOSUCHCODE')).body.msg).toBe('This code is not valid');
    expect((await exchange(user.token, '')).body.msg).toBe('This code is not valid');
    expect((await billing.planStatus(t.app.platform, user.id)).drawing.active).toBe(false);
  });
});

describe('the coupon command', () => {
  it('issues codes into the database the server uses', async () => {
    // A store of its own: PGlite data must never be open in two processes at once.
    const store = await createTestStore();
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/features/billing/coupon-cli.ts',
        'create',
        '--kind',
        'drawing_days',
        '--amount',
        '7',
        '--code',
        'cli-made',
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl, LOG_LEVEL: 'silent' },
      },
    );
    expect(stdout).toContain('CLI-MADE\tdrawing_days\t7');
    const server = await startTestApp({ store });
    try {
      const user = await server.createUser();
      const redeemed = await postJson(
        server,
        '/api/cli/coupon/v1/exchange',
        { actCode: 'cli-made' },
        { authorization: `Bearer ${user.token}` },
      );
      expect(redeemed.body.data).toEqual({ kind: 'drawing_days', amount: 7 });
    } finally {
      await server.close();
      await store.drop();
    }
    // A second process starting Node, tsx and PGlite: slow on a busy machine.
  }, 120_000);
});
