import { describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth } from '../../testing/harness.ts';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { USER_ROW_CACHE_MS, UserRowCache } from './user-row-cache.ts';

/** A cache on a clock of the test's own, with the notices it sends. */
function cacheWithClock() {
  const clock = { now: 1_000 };
  const told: number[] = [];
  const cache = new UserRowCache<{ model: string } | null>(
    () => clock.now,
    async (user) => void told.push(user),
  );
  return { cache, clock, told };
}

describe('a cached user row', () => {
  it('is read from the database once within its lifetime, and again after it', async () => {
    const { cache, clock } = cacheWithClock();
    let loads = 0;
    const load = async () => ({ model: `m${++loads}` });
    expect(await cache.read(7, load)).toEqual({ model: 'm1' });
    clock.now += USER_ROW_CACHE_MS - 1;
    expect(await cache.read(7, load)).toEqual({ model: 'm1' });
    clock.now += 1;
    expect(await cache.read(7, load)).toEqual({ model: 'm2' });
    // A clock set back cannot stretch an entry's life.
    clock.now -= 10_000;
    expect(await cache.read(7, load)).toEqual({ model: 'm3' });
    expect(loads).toBe(3);
  });

  it('is forgotten here at once and told to the other instances when written', async () => {
    const { cache, told } = cacheWithClock();
    let model = 'old';
    const load = async () => ({ model });
    await cache.read(7, load);
    await cache.read(8, load);
    model = 'new';
    await cache.forget(7);
    expect(await cache.read(7, load)).toEqual({ model: 'new' });
    expect(await cache.read(8, load)).toEqual({ model: 'old' }); // another user's entry stays
    expect(told).toEqual([7]);
  });

  it('is not stored when a change lands while it is being read', async () => {
    const { cache } = cacheWithClock();
    let model = 'before';
    const load = async () => {
      const seen = { model };
      await cache.forget(7); // the write lands between the read and its answer
      model = 'after';
      return seen;
    };
    expect(await cache.read(7, load)).toEqual({ model: 'before' });
    expect(await cache.read(7, async () => ({ model }))).toEqual({ model: 'after' });
  });

  it('keeps the write when the notice cannot be sent, and shares one frozen row', async () => {
    const cache = new UserRowCache<{ model: string }>(Date.now, async () => {
      throw new Error('redis is down');
    });
    const row = await cache.read(7, async () => ({ model: 'x' }));
    expect(Object.isFrozen(row)).toBe(true);
    await expect(cache.forget(7)).resolves.toBeUndefined();
  });

  it('a notice it cannot read forgets every user', async () => {
    const { cache } = cacheWithClock();
    let model = 'old';
    await cache.read(7, async () => ({ model }));
    model = 'new';
    cache.drop(null);
    expect(await cache.read(7, async () => ({ model }))).toEqual({ model: 'new' });
  });
});

describe('the rows cached through the API', () => {
  const kit = useSignedInApp();

  it('a default model and custom instructions saved show at once on the next read', async () => {
    const { t, user } = kit;
    const model = async () => (await getJson(t, '/api/cli/chatgpt/v1/getDefaultModel', auth(user))).body.data;
    const setting = async () => (await getJson(t, '/api/cli/user/setting/v1/getUserSetting', auth(user))).body.data;
    const first = await model();
    expect(await model()).toBe(first); // now cached
    const other = first === 'deepseekV3' ? 'gpt3.5' : 'deepseekV3';
    expect((await postForm(t, '/api/cli/chatgpt/v1/setDefaultModel', { model: other }, auth(user))).status).toBe(200);
    expect(await model()).toBe(other);

    expect(await setting()).toEqual({ useCustomer: false, customer: '' });
    await postJson(
      t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: 'Be brief.' },
      auth(user),
    );
    expect(await setting()).toEqual({ useCustomer: true, customer: 'Be brief.' });
  });
});
