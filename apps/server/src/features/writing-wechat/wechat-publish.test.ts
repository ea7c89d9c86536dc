import { formatMessage } from '@inkstone/contract/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/json.ts';
import { postForm } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { fakeWechat } from '../wechat/test-kit.ts';
import { newDoc, write, zh } from '../writing/test-kit.ts';

/**
 * A writing document to the owner's Official Account (issue [writing] item 6), against a local
 * fake of WeChat's HTTP API: rendered to WeChat's HTML, its picture uploaded, the cover added,
 * the draft submitted, and the publication followed until WeChat says published.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const APP = 'wx00000000000000d4';
const SECRET = 'd'.repeat(32);
const fake = fakeWechat({ [APP]: SECRET });
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await startTestApp({ env: { WECHAT_API_BASE: await fake.start() } });
  owner = await t.createUser();
  stranger = await t.createUser();
  const saved = await postForm(t, '/api/cli/wx/mp/v1/account/save', { appId: APP, appSecret: SECRET }, auth(owner));
  expect(saved.body.code).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake.close();
});

async function picture(user: TestUser) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0F4C81' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('filePurpose', 'write');
  form.set('file', new Blob([new Uint8Array(bytes)]), 'tea.png');
  const response = await fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', body: form, headers: auth(user) });
  return ((await json(response)).data as { url: string }).url;
}

const publish = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  write(t, user, 'doc/v1/wechatPublish', body, headers);
const status = (user: TestUser, body: Record<string, unknown>) => write(t, user, 'doc/v1/wechatStatus', body);

describe('a document published to a WeChat Official Account', () => {
  it('is rendered in the writer’s style, its picture and cover uploaded, and followed until published', async () => {
    const image = await picture(owner);
    const doc = await newDoc(t, owner, { title: '春茶', content: `## 龙井\n\n明前龙井，清香。\n\n![茶](${image})` });
    const answer = await publish(owner, {
      id: doc.id,
      author: '墨石',
      digest: '一杯春茶',
      style: {
        theme: 'grace',
        primaryColor: '#aa3300',
        fontFamily: 2,
        fontSize: '15px',
        legend: 'alt',
        align: 'justify',
        macCodeBlock: false,
        blankLine: true,
      },
    });
    expect(answer.status).toBe(200);
    const publishId = answer.body.data.publishId as string;
    const draft = [...fake.drafts.values()].at(-1)!;
    expect(draft).toMatchObject({ title: '春茶', author: '墨石', digest: '一杯春茶' });
    expect(draft.content).toContain('明前龙井，清香。');
    expect(draft.content).toMatch(/<h2[^>]*style="[^"]*#aa3300/i);
    expect(draft.content).toMatch(/<img[^>]*src="http:\/\/mmbiz\.qpic\.cn\/[^"]+"/);
    expect(draft.content).not.toMatch(/class=|<style|<script/);

    const seen: string[] = [];
    for (let look = 0; look < 5; look += 1) {
      const state = await status(owner, { id: doc.id, publishId });
      expect(state.status).toBe(200);
      seen.push(state.body.data.status);
      if (state.body.data.status !== 'publishing') {
        expect(state.body.data.articleUrl).toMatch(/^https?:\/\//);
        break;
      }
    }
    expect(seen).toEqual(['publishing', 'published']);
  });

  it('refuses with WeChat’s limits, a missing cover, no account, another user’s document or the trash', async () => {
    const plain = await newDoc(t, owner, { title: 'No picture', content: 'Just words.' });
    const noCover = await publish(owner, { id: plain.id }, zh);
    expect([noCover.status, noCover.body.msg]).toEqual([400, formatMessage('zh_CN', 'wechat.coverRequired')]);

    const image = await picture(owner);
    const long = await newDoc(t, owner, { title: 'x'.repeat(33), content: `![a](${image})` });
    const tooLong = await publish(owner, { id: long.id });
    expect([tooLong.status, tooLong.body.msg]).toEqual([
      400,
      formatMessage('en', 'wechat.titleTooLong', { count: 33 }),
    ]);
    const author = await publish(owner, { id: long.id, author: '作'.repeat(17) });
    expect(author.status).toBe(400);

    const drafts = fake.drafts.size;
    const foreign = await publish(stranger, { id: plain.id, cover: image });
    expect([foreign.status, foreign.body.msg]).toEqual([403, formatMessage('en', 'errors.forbidden')]);
    const foreignStatus = await status(stranger, { id: plain.id, publishId: '1' });
    expect(foreignStatus.status).toBe(403);
    const mine = await newDoc(t, stranger, { title: 'Mine', content: 'Words.' });
    const noAccount = await publish(stranger, { id: mine.id, cover: image });
    expect(noAccount.body.msg).toBe(formatMessage('en', 'wechat.noAccount'));

    await write(t, owner, 'doc/v1/del', { id: plain.id });
    const trashed = await publish(owner, { id: plain.id, cover: image });
    expect(trashed.status).toBe(409);
    expect((await publish(owner, { id: plain.id, style: { theme: 'neon' } })).status).toBe(400);
    // None of these reached WeChat's drafts.
    expect(fake.drafts.size).toBe(drafts);
  });
});
