import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, signUpByEmail, uniqueEmail } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/harness.ts';
import { DAY_MS, nextMidnight } from './day.ts';
import * as billing from './service.ts';
import { addCredits, extendPlan } from './store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      FREE_DAILY_LIMIT: '10',
      PRO_DAILY_LIMIT: '30',
      PRO_PREMIUM_MONTHLY: '2',
      TIME_ZONE: 'Asia/Shanghai',
      INVITE_REWARD_COUNT: '3',
    },
  });
});
afterAll(() => t.close());

const settle = async (count: number, charge: () => Promise<unknown>) => {
  const results = await Promise.allSettled(Array.from({ length: count }, charge));
  return {
    granted: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.filter((r) => r.status === 'rejected'),
  };
};

describe('the question quota', () => {
  it('never overspends under 100 concurrent requests at the limit', async () => {
    const user = await t.createUser();
    const { granted, refused } = await settle(100, () =>
      billing.chargeForQuestion(t.app.platform, user.id, { premium: false }),
    );
    expect(granted).toBe(10);
    expect(refused).toHaveLength(90);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ key: 'quota.freeExhausted', code: 402 });
    expect((await billing.chatCount(t.app.platform, user.id)).dailyCount).toBe(10);
  });

  const extrasAfterTheDay =
    'spends extra questions only after the day runs out, oldest-expiring first, without overspending them either';
  it(extrasAfterTheDay, async () => {
    const user = await t.createUser();
    await addCredits(t.app.platform.db, { userId: user.id, source: 'coupon', total: 5, expiresAt: null });
    const { granted } = await settle(40, () => billing.chargeForQuestion(t.app.platform, user.id, { premium: false }));
    expect(granted).toBe(15);
    expect((await billing.chatCount(t.app.platform, user.id)).FixedCount).toBe(0);
  });

  it('gives a charge back when the upstream fails before answering', async () => {
    const user = await t.createUser();
    const grant = await billing.chargeForQuestion(t.app.platform, user.id, { premium: false });
    expect((await billing.chatCount(t.app.platform, user.id)).dailyCount).toBe(1);
    await billing.refundCharge(t.app.platform, grant);
    expect((await billing.chatCount(t.app.platform, user.id)).dailyCount).toBe(0);
  });

  it("starts again at the configured zone's midnight (time moved, not slept)", async () => {
    const user = await t.createUser();
    await settle(10, () => billing.chargeForQuestion(t.app.platform, user.id, { premium: false }));
    await expect(billing.chargeForQuestion(t.app.platform, user.id, { premium: false })).rejects.toMatchObject({
      key: 'quota.freeExhausted',
    });
    const meter = await billing.chatCount(t.app.platform, user.id);
    const reset = new Date(meter.endTime);
    expect(reset.getTime()).toBe(nextMidnight(t.clock.now(), 'Asia/Shanghai').getTime());
    // Midnight in Shanghai is 16:00 UTC.
    expect(reset.getUTCHours()).toBe(16);
    t.clock.set(new Date(reset.getTime() + 1000));
    await expect(billing.chargeForQuestion(t.app.platform, user.id, { premium: false })).resolves.toMatchObject({
      kind: 'qa',
    });
    t.clock.set(new Date());
  });

  it('keeps premium models for the Pro plan (monthly allowance) or extra questions', async () => {
    const user = await t.createUser();
    await expect(billing.chargeForQuestion(t.app.platform, user.id, { premium: true })).rejects.toMatchObject({
      key: 'quota.premium',
    });
    await extendPlan(t.app.platform.db, {
      userId: user.id,
      kind: 'qa',
      payType: 'month',
      days: 30,
      now: t.clock.now(),
    });
    const { granted } = await settle(5, () => billing.chargeForQuestion(t.app.platform, user.id, { premium: true }));
    expect(granted).toBe(2);
    const meter = await billing.chatCount(t.app.platform, user.id);
    expect(meter).toMatchObject({
      isPay: true,
      monthCount: 2,
      monthLimit: 2,
      dailyLimit: 30,
      payType: 'month',
      totalDay: 30,
      remainder: 30,
    });
  });
});

describe('plans', () => {
  it('renews from the current expiry, and expires (time moved, not slept)', async () => {
    const user = await t.createUser();
    const start = t.clock.now();
    await extendPlan(t.app.platform.db, { userId: user.id, kind: 'drawing', payType: 'month', days: 30, now: start });
    await extendPlan(t.app.platform.db, { userId: user.id, kind: 'drawing', payType: 'quarter', days: 90, now: start });
    const status = await billing.planStatus(t.app.platform, user.id);
    expect(status.drawing).toMatchObject({ active: true, daysLeft: 120, payType: 'quarter' });
    expect(status.qa.active).toBe(false);
    t.clock.set(new Date(start.getTime() + 121 * DAY_MS));
    expect((await billing.planStatus(t.app.platform, user.id)).drawing).toMatchObject({ active: false, daysLeft: 0 });
    t.clock.set(new Date());
  });

  it('sells packages only with an active Q&A plan', async () => {
    const user = await t.createUser();
    const packageId = billing.products(t.app.platform).find((p) => p.kind === 'qaPackage')!.productId;
    expect(packageId).toBe(10);
    await expect(billing.openOrder(t.app.platform, user.id, packageId, 'package', 'sandbox')).rejects.toMatchObject({
      key: 'billing.packageNeedsPlan',
    });
    await extendPlan(t.app.platform.db, {
      userId: user.id,
      kind: 'qa',
      payType: 'month',
      days: 30,
      now: t.clock.now(),
    });
    const order = await billing.openOrder(t.app.platform, user.id, packageId, 'package', 'sandbox');
    expect(await billing.fulfilOrder(t.app.platform, order.id)).toBe(true);
    expect(await billing.fulfilOrder(t.app.platform, order.id)).toBe(false);
    expect((await billing.planStatus(t.app.platform, user.id)).extraQuestions).toBe(10);
  });
});

describe('the meter and the invitation reward over HTTP', () => {
  it('answers getStatistics with every SPEC field, and shows the reward of an invited newcomer', async () => {
    const inviter = await signUpByEmail(t);
    const inviteId = (await getJson(t, '/api/cli/user/v1/get', { authorization: `Bearer ${inviter.token}` })).body.data
      .inviteId;
    const newcomer = await signUpByEmail(t, uniqueEmail(), 'secret123', { inviteId });
    const meter = await postForm(
      t,
      '/api/cli/chatgpt/v1/getStatistics',
      { roleId: '-1', common: '1' },
      { authorization: `Bearer ${newcomer.token}` },
    );
    expect(meter.body.data).toMatchObject({
      isPay: false,
      deadline: null,
      dailyCount: 0,
      FixedCount: 3,
      totalfreeCount: 10,
      payType: null,
    });
    for (const field of [
      'isPay',
      'deadline',
      'totalDay',
      'remainder',
      'dailyCount',
      'monthCount',
      'FixedCount',
      'endTime',
      'totalfreeCount',
      'payType',
    ]) {
      expect(meter.body.data, field).toHaveProperty(field);
    }
    const inviterMeter = await postForm(
      t,
      '/api/cli/chatgpt/v1/getStatistics',
      {},
      { authorization: `Bearer ${inviter.token}` },
    );
    expect(inviterMeter.body.data.FixedCount).toBe(0);
  });
});
