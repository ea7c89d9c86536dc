import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { json } from '../../testing/json.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const zh = { 'accept-language': 'zh-CN' };

/** The calls the hardening probe found answering 500, with a body that puts `text` in a string field. */
const calls: [string, (text: string) => unknown][] = [
  ['/api/cli/user/setting/v1/setUseCustomer', (text) => ({ useCustomer: true, customer: text })],
  ['/api/cli/chat/topic/v1/create', (text) => ({ title: text })],
  ['/api/cli/mj/v1/imagine', (text) => ({ prompt: text })],
  ['/api/cli/chatgpt/v1/ssePost', (text) => ({ prompt: text })],
  ['/api/cli/coupon/v1/exchange', (text) => ({ actCode: text })],
  ['/api/login/v1/account', (text) => ({ account: text, password: 'secret123' })],
  ['/api/cli/activated/v1/activated', (text) => ({ platform: 'web', extra: { note: [text] } })],
  ['/api/cli/chatgpt/v1/setScore', (text) => ({ msgId: text, score: 1 })],
];

describe('text Postgres cannot store is refused at the edge', () => {
  it.each(calls)('%s: NUL and a lone surrogate answer 400 in the envelope', async (path, body) => {
    for (const text of [NUL, LONE_SURROGATE]) {
      const en = await postJson(t, path, body(text), auth(user));
      expect(en.status, `${path} ${JSON.stringify(text)}`).toBe(400);
      expect(en.body).toMatchObject({ code: 400, type: 'ERROR' });
      expect(en.body.msg).toMatch(
        /^The field ".+" contains characters that cannot be stored \(a NUL byte or broken Unicode\)$/,
      );
      const cn = await postJson(t, path, body(text), { ...auth(user), ...zh });
      expect(cn.body.msg).toMatch(/^“.+”包含无法保存的字符（空字符或残缺的 Unicode）$/);
    }
  });

  it('names the field, also inside nested JSON and in object keys', async () => {
    const nested = await postJson(t, '/api/cli/activated/v1/activated', { extra: { note: ['fine', NUL] } });
    expect(nested.body.msg).toBe(
      'The field "extra.note.1" contains characters that cannot be stored (a NUL byte or broken Unicode)',
    );
    const key = await postJson(t, '/api/cli/activated/v1/activated', { [`k${NUL}`]: 'v' });
    expect(key.status).toBe(400);
  });

  it('covers form bodies and the query string too', async () => {
    const form = await postForm(t, '/api/cli/chatgpt/v1/setScore', { msgId: NUL, score: '1' }, auth(user));
    expect(form.status).toBe(400);
    expect(form.body.msg).toBe(
      'The field "msgId" contains characters that cannot be stored (a NUL byte or broken Unicode)',
    );
    const query = await getJson(t, `/api/cli/mj/v1/page?type=${encodeURIComponent(NUL)}`, auth(user));
    expect(query.status).toBe(400);
    expect(query.body.msg).toBe(
      'The field "type" contains characters that cannot be stored (a NUL byte or broken Unicode)',
    );
  });

  it('writes nothing', async () => {
    const fresh = await t.createUser();
    for (const [path, body] of calls) await postJson(t, path, body(NUL), auth(fresh));
    expect((await getJson(t, '/api/cli/user/setting/v1/getUserSetting', auth(fresh))).body.data).toEqual({
      useCustomer: false,
      customer: '',
    });
    expect((await postJson(t, '/api/cli/chat/topic/v1/page', {}, auth(fresh))).body.data.total).toBe(0);
    expect((await getJson(t, '/api/cli/mj/v1/page', auth(fresh))).body.data.total).toBe(0);
    expect((await postJson(t, '/api/cli/chatgpt/v1/getStatistics', {}, auth(fresh))).body.data.dailyCount).toBe(0);
  });

  it('still takes ordinary text, emoji (surrogate pairs) included', async () => {
    const saved = await postJson(
      t,
      '/api/cli/user/setting/v1/setUseCustomer',
      { useCustomer: true, customer: '简洁 😀 tab\tand newline\n' },
      auth(user),
    );
    expect(saved.status).toBe(200);
    expect((await getJson(t, '/api/cli/user/setting/v1/getUserSetting', auth(user))).body.data.customer).toBe(
      '简洁 😀 tab\tand newline\n',
    );
  });
});

describe('JSON nesting is capped', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api/cli/activated/v1/activated`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('refuses a 5000-level body with a clear 400, in both languages', async () => {
    for (const body of [deep(5000), '['.repeat(5000) + ']'.repeat(5000)]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        code: 400,
        msg: 'The request body is nested too deeply (more than 32 levels)',
        type: 'ERROR',
      });
    }
    const cn = await send(deep(5000), zh);
    expect((await json(cn)).msg).toBe('请求内容嵌套过深（超过 32 层）');
  });

  it('takes a body at the limit, and brackets inside strings do not count', async () => {
    expect((await send(deep(32))).status).toBe(200);
    expect((await send(deep(33))).status).toBe(400);
    expect((await send(JSON.stringify({ note: '{'.repeat(5000), quote: 'say \\"[[[" ok' }))).status).toBe(200);
  });

  it('still refuses malformed JSON and prototype poisoning as before', async () => {
    const broken = await send('{"a": ');
    expect(broken.status).toBe(400);
    expect((await json(broken)).msg).toBe('The request body could not be read');
    const poisoned = await send('{"__proto__": {"admin": true}}');
    expect(poisoned.status).toBe(400);
  });
});
