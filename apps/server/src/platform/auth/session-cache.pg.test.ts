import { describe, expect, it } from 'vitest';
import { getJson, postForm, signUpByEmail } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/harness.ts';
import { useTwoInstances } from '../../testing/two-instances.ts';
import { SESSION_CACHE_MS } from './session-cache.ts';

// Runs only in the PostgreSQL + Redis pass: two instances share one database and one Redis.
const kit = useTwoInstances();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jobStatus = async (t: TestApp, token: string) =>
  (await getJson(t, '/api/cli/job/v1/get?id=nothing', bearer(token))).status;

/** The status `probe` settles on within `withinMs`, asking every 20 ms. */
async function settlesOn(expected: number, probe: () => Promise<number>, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let status = await probe();
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await probe();
  }
  return status;
}

describe('a session cached by another instance', () => {
  // Well under the cache's own lifetime: only the Redis notice can make it pass.
  const notice = Math.min(1_000, SESSION_CACHE_MS / 2);

  it('is refused there soon after logout here, long before its cache entry would lapse', async () => {
    const { token } = await signUpByEmail(kit.first);
    expect(await jobStatus(kit.second, token)).toBe(404);
    expect(await jobStatus(kit.second, token)).toBe(404); // now cached on the second instance
    await postForm(kit.first, '/api/login/v1/logout', {}, bearer(token));
    expect(await jobStatus(kit.first, token)).toBe(401);
    expect(await settlesOn(401, () => jobStatus(kit.second, token), notice)).toBe(401);
  });

  it('shows a profile changed here on the other instance too', async () => {
    const { token } = await signUpByEmail(kit.first);
    const nickname = async () => (await getJson(kit.second, '/api/cli/user/v1/get', bearer(token))).body.data.nickname;
    expect(await nickname()).not.toBe('Elsewhere');
    await postForm(kit.first, '/api/cli/user/v1/updateBase', { nickname: 'Elsewhere' }, bearer(token));
    const seen = async () => ((await nickname()) === 'Elsewhere' ? 1 : 0);
    expect(await settlesOn(1, seen, notice)).toBe(1);
  });
});
