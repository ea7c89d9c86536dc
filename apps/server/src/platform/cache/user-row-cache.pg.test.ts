import { describe, expect, it } from 'vitest';
import { getJson, postForm, postJson, signUpByEmail } from '../../testing/accounts.ts';
import { useTwoInstances } from '../../testing/two-instances.ts';
import { until } from '../../testing/until.ts';
import { USER_ROW_CACHE_MS } from './user-row-cache.ts';

// Runs only in the PostgreSQL + Redis pass: two instances share one database and one Redis.
const kit = useTwoInstances();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a user row cached by another instance', () => {
  // Well under the cache's own lifetime: only the Redis notice can make it pass.
  const notice = Math.min(1_000, USER_ROW_CACHE_MS / 2);

  it('shows a default model and custom instructions saved here there too, soon after', async () => {
    const { token } = await signUpByEmail(kit.first);
    const modelThere = async () =>
      (await getJson(kit.second, '/api/cli/chatgpt/v1/getDefaultModel', bearer(token))).body.data as string;
    const settingThere = async () =>
      (await getJson(kit.second, '/api/cli/user/setting/v1/getUserSetting', bearer(token))).body.data;
    const before = await modelThere();
    expect(await modelThere()).toBe(before); // now cached on the second instance
    expect((await settingThere()).customer).toBe('');
    const other = before === 'deepseekV3' ? 'gpt3.5' : 'deepseekV3';

    await postForm(kit.first, '/api/cli/chatgpt/v1/setDefaultModel', { model: other }, bearer(token));
    await postJson(
      kit.first,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: 'Short.' },
      bearer(token),
    );
    expect(await until(modelThere, (model) => model === other, notice)).toBe(other);
    expect((await until(settingThere, (setting) => setting.customer === 'Short.', notice)).customer).toBe('Short.');
  });
});
