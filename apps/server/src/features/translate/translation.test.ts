import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { buildTestPaper, FORMULA, HEADER, proseFor, type Kit } from '../../platform/pdf-translate/test-kit.ts';
import { pageSizes, pdfjsText } from '../../platform/pdf-translate/test-inspect.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { download, fakeTranslation, form, get, taskIn, translate, translatingUpstream } from './test-kit.ts';

// A 3-page two-column paper translated en→zh through a fake OpenAI model: the outputs are
// downloaded and read again by pdfjs, a reader unrelated to the engine.
let fake: FakeUpstream;
let t: TestApp;
let user: TestUser;
let paper: Kit;
const pushes: { userId: number; push: Record<string, unknown> }[] = [];
beforeAll(async () => {
  fake = await translatingUpstream();
  t = await startTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, AI_MAX_RETRIES: '0' } });
  user = await t.createUser();
  paper = await buildTestPaper(3);
  // Every push the app sends, with whom it went to.
  const { realtime } = t.app.platform;
  const publish = realtime.publish.bind(realtime);
  realtime.publish = async (userId, push) => {
    pushes.push({ userId, push });
    return publish(userId, push);
  };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('a two-column paper, pages 1-3, English to Chinese', () => {
  it('is translated into mono and alternating bilingual PDFs that keep the formula and header', async () => {
    const accepted = await translate(t, user, paper.bytes, {
      startPage: 1,
      endPage: 3,
      sourceLang: 'en',
      targetLang: 'zh_CN',
    });
    expect(accepted.body.code).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'queued',
      fileName: 'paper.pdf',
      pageCount: 3,
      startPage: 1,
      endPage: 3,
      total: 3,
      outputKind: 'both',
      dualLayout: 'alternate',
      offline: false,
    });
    const { taskId } = accepted.body.data;
    const done = await taskIn(t, user, taskId, ['done', 'failed']);
    expect(done).toMatchObject({ status: 'done', done: 3, total: 3, failedPages: [], error: null });
    expect(done.files.mono).toBeTruthy();
    expect(done.files.dual).toBeTruthy();

    const status = await get(t, user, 'getTaskStatus', { taskId });
    expect(status.body.data).toEqual({ taskId, status: 'done', done: 3, total: 3, error: null, failedPages: [] });

    const mono = await pdfjsText(await download(t, done.files.mono));
    expect(mono).toHaveLength(3);
    for (const [index, page] of paper.pages.entries()) {
      const text = mono[index]!.replace(/\s+/g, '');
      // Every prose paragraph is there in Chinese, none in English; the kept parts stay as they were.
      for (const paragraph of page.paragraphs) {
        expect(text).toContain(fakeTranslation(paragraph).replace(/\s+/g, ''));
        expect(mono[index]).not.toContain(paragraph.slice(0, 40));
      }
    }
    expect(mono.join(' ')).toContain(HEADER);
    expect(mono.join(' ').replace(/\s+/g, '')).toContain(FORMULA.replace(/\s+/g, ''));

    const dualBytes = await download(t, done.files.dual);
    const dual = await pdfjsText(dualBytes);
    expect(dual).toHaveLength(6);
    expect(dual[0]).toContain(proseFor(1, 1).slice(0, 30));
    expect(dual[1]!.replace(/\s+/g, '')).toContain(fakeTranslation(paper.pages[0]!.paragraphs[0]!).replace(/\s+/g, ''));
    expect(await download(t, done.files.source)).toEqual(new Uint8Array(paper.bytes));

    // The model was asked in batches with the target language, and later batches carry the glossary.
    const systems = fake.requests.map((r) =>
      String(r.body.messages.find((m: { role: string }) => m.role === 'system')?.content),
    );
    expect(systems.length).toBeGreaterThanOrEqual(3);
    expect(systems[0]).toContain('into Simplified Chinese');
    expect(systems.at(-1)).toContain('layout => 版面');
    expect(systems.at(-1)).toContain('The paragraph before these');

    // Progress reached the owner, page by page, as the type SPEC's socket client ignores.
    const progress = pushes.filter((p) => p.push.taskId === taskId);
    expect(progress.every((p) => p.userId === user.id && p.push.type === 'audioenhance')).toBe(true);
    expect(progress.map((p) => `${p.push.status} ${p.push.done}/${p.push.total}`)).toEqual([
      'queued 0/3',
      'running 0/3',
      'running 1/3',
      'running 2/3',
      'running 3/3',
      'done 3/3',
    ]);

    const page = await get(t, user, 'page', { current: 1, size: 10 });
    expect(page.body.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(page.body.data.records[0]).toMatchObject({ taskId, status: 'done' });
    expect((await get(t, user, 'quota')).body.data).toEqual({ perFile: 20, perDay: 50, usedToday: 3, vip: false });
  });

  it('makes a side-by-side bilingual PDF only, when asked', async () => {
    fake.reset();
    const accepted = await translate(t, user, paper.bytes, {
      startPage: 2,
      endPage: 3,
      sourceLang: 'en',
      targetLang: 'zh_CN',
      outputKind: 'dual',
      dualLayout: 'sideBySide',
    });
    const done = await taskIn(t, user, accepted.body.data.taskId, ['done', 'failed']);
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2 });
    expect(done.files.mono).toBeUndefined();
    const bytes = await download(t, done.files.dual);
    const sizes = await pageSizes(bytes);
    expect(sizes).toHaveLength(2);
    expect(sizes[0]!.width).toBeCloseTo(612 * 2, 0);
  });

  it('lists a page that fails after retries and still delivers the others', async () => {
    fake.reset();
    // Page 1's first batch fails three times (the model down); the other pages are answered.
    fake.script(
      { kind: 'http-error', status: 500, message: 'down' },
      { kind: 'http-error', status: 500, message: 'down' },
      { kind: 'http-error', status: 500, message: 'down' },
    );
    const accepted = await translate(t, user, paper.bytes, {
      startPage: 1,
      endPage: 3,
      sourceLang: 'en',
      targetLang: 'zh_CN',
    });
    const done = await taskIn(t, user, accepted.body.data.taskId, ['done', 'failed']);
    expect(done).toMatchObject({ status: 'done', done: 3, failedPages: [1] });
    expect(done.error).toBe('translation failed on pages 1; the other pages are delivered');
    const mono = await pdfjsText(await download(t, done.files.mono));
    expect(mono[0]).toContain('翻译失败'); // stamped in the target language
    expect(mono[1]!.replace(/\s+/g, '')).toContain(fakeTranslation(paper.pages[1]!.paragraphs[0]!).replace(/\s+/g, ''));
    // The failed page went back to the allowance: 3 + 2 + 2 delivered.
    expect((await get(t, user, 'quota')).body.data.usedToday).toBe(7);
  });

  it('deletes a task with its files', async () => {
    const page = await get(t, user, 'page', { current: 1, size: 10 });
    const task = page.body.data.records[0];
    expect((await form(t, user, 'del', { taskId: task.taskId })).body).toMatchObject({ code: 200, data: {} });
    expect((await get(t, user, 'get', { taskId: task.taskId })).status).toBe(404);
    expect((await fetch(new URL(task.files.mono, t.url))).status).toBe(404);
  });
});
