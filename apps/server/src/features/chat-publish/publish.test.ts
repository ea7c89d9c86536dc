import { formatMessage } from '@inkstone/contract/messages';
import { sharedChatSchema } from '@inkstone/contract/chat-publish';
import { describe, expect, it } from 'vitest';
import { getJson, postForm, postJson } from '../../testing/accounts.ts';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth, type TestUser } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';

/**
 * Publishing a chat as a page (SPEC §7 shartHtml / reomveShartHtml): the chosen turns, and only
 * they, at an unguessable /c/{slug} anyone can read; taken down, it answers 404 at once; the
 * owner alone may do either.
 */
const kit = useFakeOpenAIApp();
const zh = { 'accept-language': 'zh-CN' };

/** A conversation of `turns` (question, answer) through the fake model; its session and answers' tableIds. */
async function conversation(user: TestUser, turns: Array<[string, string]>) {
  let sessionId: string | undefined;
  const tableIds: number[] = [];
  for (const [question, answer] of turns) {
    kit.fake.script({ kind: 'answer', text: answer });
    const result = await streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt: question, sessionId }, user.token);
    const start = result.frames[0] as { data: { sessionId: string; tableId: number } };
    sessionId = start.data.sessionId;
    tableIds.push(start.data.tableId);
  }
  return { sessionId: sessionId!, tableIds };
}

const share = (user: TestUser, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(kit.t, '/api/cli/chatgpt/v1/shartHtml', fields, { ...auth(user), ...headers });
const unshare = (user: TestUser, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(kit.t, '/api/cli/chatgpt/v1/reomveShartHtml', fields, { ...auth(user), ...headers });
const read = async (url: string) => {
  const response = await fetch(url.replace(/^https?:\/\/[^/]+/, kit.t.url));
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') };
};
const historyOf = async (user: TestUser, sessionId: string) =>
  (await getJson(kit.t, `/api/cli/chatgpt/v1/page?current=1&size=10&msgId=${sessionId}`, auth(user))).body.data
    .records as Array<{ tableId: number; publishToHtmlUrl: string | null }>;

describe('publishing a chat', () => {
  it('puts every finished turn on a public page, sanitized, with Open Graph tags and a QR code', async () => {
    const owner = await kit.t.createUser();
    const { sessionId, tableIds } = await conversation(owner, [
      ['What is oolong?', 'A **partly oxidized** tea. <script>alert(1)</script>'],
      ['Where is it grown?', 'Mostly in Fujian and Taiwan.'],
    ]);
    const shared = await share(owner, { sessionId });
    expect(shared.status).toBe(200);
    const page = sharedChatSchema.parse(shared.body.data);
    expect(page.url).toMatch(/\/c\/[A-Za-z0-9_-]{16}$/);
    expect(page.turns).toBe(2);

    const seen = await read(page.url);
    expect(seen.status).toBe(200);
    expect(seen.html).toContain('What is oolong?');
    expect(seen.html).toContain('<strong>partly oxidized</strong>');
    expect(seen.html).toContain('Mostly in Fujian and Taiwan.');
    expect(seen.html).not.toContain('<script');
    expect(seen.html).toContain('&lt;script&gt;');
    expect(seen.html).toContain('<meta property="og:title" content="');
    expect(seen.html).toMatch(/<img class="qr" alt="QR" src="data:image\/svg\+xml;base64,/);
    expect(seen.html).not.toContain(owner.email!);
    expect(seen.csp).toContain("default-src 'none'");
    // Compressed on the way out like the API's answers (platform/http/compression.ts).
    const compressed = await fetch(page.url.replace(/^https?:\/\/[^/]+/, kit.t.url), {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(seen.html);

    const history = await historyOf(owner, sessionId);
    expect(history.map((record) => [record.tableId, record.publishToHtmlUrl]).sort()).toEqual(
      tableIds.map((id) => [id, page.url]).sort(),
    );
    const listed = await getJson(kit.t, '/api/cli/chatgpt/v1/sharedChats', auth(owner));
    expect(listed.body.data.records).toEqual([page]);
  });

  it('shows only the chosen turns, keeps its address when published again, is gone at once taken down', async () => {
    const owner = await kit.t.createUser();
    const { sessionId, tableIds } = await conversation(owner, [
      ['Private question', 'Private answer'],
      ['Public question', 'Public answer'],
    ]);
    const first = (await share(owner, { sessionId, tableIds: String(tableIds[1]), title: 'About tea' })).body.data;
    let seen = await read(first.url);
    expect(seen.html).toContain('Public answer');
    expect(seen.html).not.toContain('Private');
    expect(seen.html).toContain('<title>About tea</title>');
    expect((await historyOf(owner, sessionId)).find((r) => r.tableId === tableIds[0])!.publishToHtmlUrl).toBeNull();

    const again = (await share(owner, { sessionId })).body.data;
    expect(again.url).toBe(first.url);
    seen = await read(first.url);
    expect(seen.html).toContain('Private answer');

    const down = await unshare(owner, { sessionId });
    expect(down.body.data).toEqual({ sessionId, publishedAt: null });
    expect((await read(first.url)).status).toBe(404);
    expect((await historyOf(owner, sessionId)).every((record) => record.publishToHtmlUrl === null)).toBe(true);
    expect((await getJson(kit.t, '/api/cli/chatgpt/v1/sharedChats', auth(owner))).body.data.records).toEqual([]);
  });

  it('goes with the conversation when it is deleted', async () => {
    const owner = await kit.t.createUser();
    const { sessionId } = await conversation(owner, [['Soon gone?', 'Yes.']]);
    const page = (await share(owner, { sessionId })).body.data;
    await postJson(kit.t, '/api/cli/chat/topic/v1/del', { msgId: sessionId }, auth(owner));
    expect((await read(page.url)).status).toBe(404);
  });

  it('is the owner’s alone, and bad input is refused in the caller’s language, changing nothing', async () => {
    const owner = await kit.t.createUser();
    const stranger = await kit.t.createUser();
    const { sessionId, tableIds } = await conversation(owner, [['Mine?', 'Yours.']]);
    const page = (await share(owner, { sessionId })).body.data;
    for (const call of [share, unshare]) {
      const en = await call(stranger, { sessionId });
      const inChinese = await call(stranger, { sessionId }, zh);
      expect([en.status, en.body.msg, inChinese.body.msg]).toEqual([
        403,
        formatMessage('en', 'errors.forbidden'),
        formatMessage('zh_CN', 'errors.forbidden'),
      ]);
    }
    expect((await read(page.url)).status).toBe(200);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{}, 400, formatMessage('en', 'chatPublish.sessionRequired')],
      [{ sessionId: 'f'.repeat(32) }, 404, formatMessage('en', 'chat.noSession')],
      [{ sessionId, tableIds: 'abc' }, 400, formatMessage('en', 'chatPublish.badTurn')],
      [{ sessionId, tableIds: String(tableIds[0]! + 999) }, 400, formatMessage('en', 'chatPublish.unknownTurn')],
    ];
    for (const [fields, status, message] of cases) {
      const refused = await share(owner, fields);
      expect([refused.status, refused.body.msg]).toEqual([status, message]);
    }
    const signedOut = await postForm(kit.t, '/api/cli/chatgpt/v1/shartHtml', { sessionId });
    expect(signedOut.status).toBe(401);
    expect((await read(`${kit.t.url}/c/not-a-page`)).status).toBe(404);
    expect((await read(`${kit.t.url}/c/${'x'.repeat(70)}`)).status).toBe(404);
  });
});
