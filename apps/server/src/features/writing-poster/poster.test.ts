import { formatMessage } from '@inkstone/contract/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson } from '../../testing/accounts.ts';
import { auth, startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, write, zh } from '../writing/test-kit.ts';
import { openingText } from './opening.ts';

/**
 * Posters (issue [writing] item 7): a document's title and a passage painted to PNG with the
 * bundled Noto Sans SC, with a QR code to a link; the owner's documents only.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  stranger = await t.createUser();
});
afterAll(() => t.close());

const STYLE = { background: 'blue', margin: 6, padding: 6, opacity: 90 };
const poster = (user: TestUser | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postJson(t, '/api/cli/write/poster/v1/render', body, { ...(user ? auth(user) : {}), ...headers });

async function picture(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** How much the pixels of a region vary: 0 for a flat colour, more where something is drawn. */
async function ink(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // Cut first, then measure: `stats()` reads the image it is given, not the pipeline's output.
  const stats = await sharp(await sharp(png).extract(region).toBuffer()).stats();
  return Math.max(...stats.channels.map((channel) => channel.stdev));
}

describe('a document’s poster', () => {
  it('paints the Chinese title and passage with the bundled font, 1080×1440, with a QR code to the link', async () => {
    const doc = await newDoc(t, owner, { title: '春茶笔记', content: '## 龙井\n\n明前龙井，清香扑鼻。' });
    const answer = await poster(owner, { docId: doc.id, style: STYLE, link: 'https://example.com/p/spring' });
    expect(answer.status).toBe(200);
    const png = await picture(answer.body.data.png);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1440]);
    expect(answer.body.data).toMatchObject({ width: 1080, height: 1440 });
    // The title line (under the margin and padding) has glyphs in it; with a blank title it is flat.
    const titleBand = { left: 120, top: 110, width: 800, height: 60 };
    expect(await ink(png, titleBand)).toBeGreaterThan(20);
    const blank = await newDoc(t, owner, { title: ' .', content: '' });
    const flat = await picture((await poster(owner, { docId: blank.id, style: STYLE, passage: ' ' })).body.data.png);
    expect(await ink(flat, { left: 200, top: 110, width: 700, height: 60 })).toBeLessThan(5);
    // The QR code sits bottom right; without a link that corner is the plain card.
    const corner = { left: 800, top: 1160, width: 180, height: 180 };
    expect(await ink(png, corner)).toBeGreaterThan(60);
    const noLink = await picture((await poster(owner, { docId: doc.id, style: STYLE })).body.data.png);
    expect(await ink(noLink, corner)).toBeLessThan(5);
  });

  it('is square when asked, in each background and layout', async () => {
    const doc = await newDoc(t, owner, { title: 'Oolong', content: 'Half oxidized.' });
    for (const [background, layout] of [
      ['paper', 'quote'],
      ['ink', 'minimal'],
    ] as const) {
      const answer = await poster(owner, {
        docId: doc.id,
        style: { ...STYLE, background },
        layout,
        size: 'square',
        passage: 'A passage of my own.',
      });
      expect(answer.status).toBe(200);
      expect(await sharp(await picture(answer.body.data.png)).metadata()).toMatchObject({ width: 1080, height: 1080 });
    }
  });

  it('is refused for another user’s document, a trashed one, or signed out', async () => {
    const doc = await newDoc(t, owner, { title: 'Mine' });
    const refused = await poster(stranger, { docId: doc.id, style: STYLE });
    expect([refused.status, refused.body.msg]).toEqual([403, formatMessage('en', 'errors.forbidden')]);
    const zhRefused = await poster(stranger, { docId: doc.id, style: STYLE }, zh);
    expect(zhRefused.body.msg).toBe(formatMessage('zh_CN', 'errors.forbidden'));
    expect((await poster(null, { docId: doc.id, style: STYLE })).status).toBe(401);
    expect((await poster(owner, { docId: 'no-such-doc', style: STYLE })).status).toBe(404);
    await write(t, owner, 'doc/v1/del', { id: doc.id });
    const inTrash = await poster(owner, { docId: doc.id, style: STYLE });
    expect([inTrash.status, inTrash.body.msg]).toEqual([409, formatMessage('en', 'writing.inTrash')]);
  });

  it('refuses a style, passage or link out of bounds with a clear message, in the caller’s language', async () => {
    const doc = await newDoc(t, owner, { title: 'Bounds' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ style: { ...STYLE, background: 'neon' } }, 'poster.badStyle'],
      [{ style: { ...STYLE, margin: 99 } }, 'poster.badStyle'],
      [{ style: { ...STYLE, opacity: -1 } }, 'poster.badStyle'],
      [{ style: STYLE, layout: 'spiral' }, 'poster.badStyle'],
      [{ style: STYLE, passage: 'x'.repeat(601) }, 'poster.passageTooLong'],
      [{ style: STYLE, link: 'javascript:alert(1)' }, 'poster.badLink'],
      [{ style: STYLE, link: `https://example.com/${'x'.repeat(500)}` }, 'poster.badLink'],
    ];
    for (const [body, key] of cases) {
      const answer = await poster(owner, { docId: doc.id, ...body }, zh);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([
        400,
        formatMessage('zh_CN', key as never),
      ]);
    }
  });
});

describe('the opening words of a document', () => {
  it('drops Markdown marks, pictures, link addresses and code, and cuts at a sentence end', () => {
    const markdown = '# Title\n\n![cover](/x.png)\n\nRead [the guide](https://a.b). ```js\ncode()\n```\n- one\n- two';
    expect(openingText(markdown, 200)).toBe('Title Read the guide. one two');
    expect(openingText('第一句话很长很长。第二句话也很长很长很长。', 12)).toBe('第一句话很长很长。');
  });
});
