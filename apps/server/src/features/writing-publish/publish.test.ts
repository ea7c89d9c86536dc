import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@inkstone/contract/messages';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { newDoc, save, write, zh } from '../writing/test-kit.ts';

/** Publishing a writing document to the web: cli/write/doc/v1/{publish,unpublish} and GET /p/{slug}. */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

const publish = (id: string, user = owner, headers = {}) => write(t, user, 'doc/v1/publish', { id }, headers);
const unpublish = (id: string, user = owner, headers = {}) => write(t, user, 'doc/v1/unpublish', { id }, headers);

/** The public page, as a signed-out visitor sees it. */
async function visit(slug: string) {
  const response = await fetch(`${t.url}/p/${slug}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('publishing to the web', () => {
  it('publishes a page that a signed-out visitor reads, with Open Graph tags and a script-free policy', async () => {
    const doc = await newDoc(t, owner, {
      title: 'Tea & "time"',
      content: '# Brewing\n\nGreen tea wants water at **80 °C**, not boiling.\n\n- steep\n- pour',
    });
    const published = await publish(doc.id);
    expect(published.status).toBe(200);
    const { url, slug, publishedAt } = published.body.data;
    expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(url).toBe(`${t.url}/p/${slug}`);
    expect((await write(t, owner, 'doc/v1/get', { id: doc.id })).body.data.publishedAt).toBe(publishedAt);

    const page = await visit(slug);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.html).toContain('<title>Tea &amp; &quot;time&quot;</title>');
    expect(meta(page.html, 'og:title')).toBe('Tea &amp; &quot;time&quot;');
    expect(meta(page.html, 'og:description')).toBe('Green tea wants water at 80 °C, not boiling.');
    expect(meta(page.html, 'og:type')).toBe('article');
    expect(meta(page.html, 'og:url')).toBe(url);
    expect(page.html).toContain('<h1>Brewing</h1>');
    expect(page.html).toContain('<strong>80 °C</strong>');
    expect(page.html).toMatch(/<style>[\s\S]*<\/style>/);
  });

  it('updates the page on republish with the same slug, and only then', async () => {
    const doc = await newDoc(t, owner, { title: 'Draft', content: 'First words.' });
    const first = (await publish(doc.id)).body.data;
    await save(t, owner, doc, 'Second words.');
    // Editing alone leaves the page as it was published.
    expect((await visit(first.slug)).html).toContain('First words.');
    t.clock.advance(60_000);
    const second = (await publish(doc.id)).body.data;
    expect(second.slug).toBe(first.slug);
    expect(Date.parse(second.publishedAt)).toBeGreaterThan(Date.parse(first.publishedAt));
    const page = await visit(first.slug);
    expect(page.html).toContain('Second words.');
    expect(page.html).not.toContain('First words.');
  });

  it('unpublishes: the page answers 404, and a later publish brings it back at the same address', async () => {
    const doc = await newDoc(t, owner, { title: 'Short-lived', content: 'Here today.' });
    const { slug } = (await publish(doc.id)).body.data;
    const down = await unpublish(doc.id);
    expect(down.status).toBe(200);
    expect(down.body.data).toEqual({ id: doc.id, publishedAt: null });
    const gone = await visit(slug);
    expect(gone.status).toBe(404);
    expect(gone.html).not.toContain('Here today.');
    expect(gone.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await write(t, owner, 'doc/v1/get', { id: doc.id })).body.data.publishedAt).toBeNull();
    expect((await publish(doc.id)).body.data.slug).toBe(slug);
    expect((await visit(slug)).status).toBe(200);
  });

  it("refuses another user's document on both calls with the permission message, changing nothing", async () => {
    const doc = await newDoc(t, owner, { title: 'Mine', content: 'Private thoughts.' });
    const { slug } = (await publish(doc.id)).body.data;
    for (const call of [publish, unpublish]) {
      const refused = await call(doc.id, other, zh);
      expect({ status: refused.status, msg: refused.body.msg }).toEqual({
        status: 403,
        msg: formatMessage('zh_CN', 'errors.forbidden'),
      });
    }
    expect((await visit(slug)).status).toBe(200);
    const unpublished = await newDoc(t, owner, { title: 'Not yet', content: 'Secret.' });
    expect((await publish(unpublished.id, other)).status).toBe(403);
    expect((await write(t, owner, 'doc/v1/get', { id: unpublished.id })).body.data.publishedAt).toBeNull();
  });

  it('answers 404 for an unknown id or slug and 400 for a missing id', async () => {
    expect((await publish('no-such-document')).status).toBe(404);
    expect((await unpublish('no-such-document')).status).toBe(404);
    expect((await write(t, owner, 'doc/v1/publish', {})).status).toBe(400);
    expect((await write(t, owner, 'doc/v1/publish', { id: '' })).status).toBe(400);
    expect((await visit('nothing-here')).status).toBe(404);
    expect((await visit('..%2F..%2Fetc')).status).toBe(404);
    const signedOut = await fetch(`${t.url}/api/cli/write/doc/v1/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x' }),
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses to publish a trashed document, and trashing a published one takes its page down', async () => {
    const trashed = await newDoc(t, owner, { title: 'Binned', content: 'Old.' });
    await write(t, owner, 'doc/v1/del', { id: trashed.id });
    const refused = await publish(trashed.id, owner, zh);
    expect({ status: refused.status, msg: refused.body.msg }).toEqual({
      status: 409,
      msg: formatMessage('zh_CN', 'writing.inTrash'),
    });

    const doc = await newDoc(t, owner, { title: 'Live', content: 'On the web.' });
    const { slug } = (await publish(doc.id)).body.data;
    await write(t, owner, 'doc/v1/del', { id: doc.id });
    expect((await visit(slug)).status).toBe(404);
    // Restored without an unpublish, it is published as it was: the page is back.
    await write(t, owner, 'doc/v1/restore', { id: doc.id });
    expect((await visit(slug)).html).toContain('On the web.');
    await write(t, owner, 'doc/v1/del', { id: doc.id });
    expect((await visit(slug)).status).toBe(404);
    // Unpublishing from the trash still works; restored, it stays down until published again.
    expect((await unpublish(doc.id)).status).toBe(200);
    await write(t, owner, 'doc/v1/restore', { id: doc.id });
    expect((await visit(slug)).status).toBe(404);
    expect((await publish(doc.id)).status).toBe(200);
    expect((await visit(slug)).html).toContain('On the web.');
  });

  it('never lets script, frames, event handlers or javascript: addresses reach the page', async () => {
    const doc = await newDoc(t, owner, {
      title: '<script>alert("title")</script>',
      content: [
        '<script>alert(1)</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<img src=x onerror="alert(2)">',
        '<a href="javascript:alert(3)">raw link</a>',
        '[md link](javascript:alert(4)) [spaced](java\tscript:alert(5)) ![pic](javascript:alert(6))',
        '![data](data:text/html;base64,PHNjcmlwdD4=) <svg onload="alert(7)"></svg>',
        '<div onclick="alert(8)">div</div>',
      ].join('\n\n'),
    });
    const { slug } = (await publish(doc.id)).body.data;
    const { html, status } = await visit(slug);
    expect(status).toBe(200);
    expect(html).not.toMatch(/<script|<iframe|<svg|<img|<div/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|data|vbscript):/i);
    // Shown as text instead, so nothing the writer typed is lost.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;</title>');
  });

  it('gives a Chinese article lang zh-CN and a Chinese description', async () => {
    const doc = await newDoc(t, owner, {
      title: '长城',
      content: '## 历史\n\n长城是中国古代的军事防御工程，绵延万里。',
    });
    const { slug } = (await publish(doc.id)).body.data;
    const { html } = await visit(slug);
    expect(html).toContain('<html lang="zh-CN">');
    expect(meta(html, 'og:description')).toBe('长城是中国古代的军事防御工程，绵延万里。');
  });
});
