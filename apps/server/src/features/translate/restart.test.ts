import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FakeUpstream } from '../../ai/testing/fake-upstream.ts';
import { buildTestPaper, type Kit } from '../../platform/pdf-translate/test-kit.ts';
import { pdfjsText } from '../../platform/pdf-translate/test-inspect.ts';
import { files } from '../../platform/db/tables/files.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { until } from '../../testing/until.ts';
import { download, en, fakeTranslation, form, get, taskIn, translate, translatingUpstream } from './test-kit.ts';

// A server stopping mid-task resumes from the last finished page on the next start; a cancel keeps
// the pages done as a partial result and gives the rest back.
let fake: FakeUpstream;
let store: TestStore;
let env: Record<string, string>;
let paper: Kit;
const range = { startPage: 1, endPage: 3, sourceLang: 'en', targetLang: 'zh_CN' };
beforeAll(async () => {
  fake = await translatingUpstream();
  store = await createTestStore();
  env = {
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: fake.url,
    AI_MAX_RETRIES: '0',
    JOB_LEASE_MS: '1000',
    SHUTDOWN_TIMEOUT_MS: '2000',
  };
  paper = await buildTestPaper(3);
});
afterAll(async () => {
  await fake.close();
  await store.drop();
});

/** Requests that asked to translate page `page`'s paragraphs (the user message; the context is in the system one). */
const pageRequests = (page: number) =>
  fake.requests.filter((r) =>
    r.body.messages.some(
      (m: { role: string; content: string }) => m.role === 'user' && m.content.includes(`on page ${page} explains`),
    ),
  ).length;

it('resumes after a restart from the last finished page, without asking for it again', async () => {
  const first: TestApp = await startTestApp({ store, env });
  const user: TestUser = await first.createUser();
  // Page 1 is answered; page 2's first batch hangs with the model while the server stops.
  fake.script({ kind: 'answer', text: 'Hello from the fake upstream.' }, { kind: 'stall', afterTextDeltas: 1 });
  const taskId = (await translate(first, user, paper.bytes, range)).body.data.taskId as string;
  const midway = await until(
    async () => (await get(first, user, 'getTaskStatus', { taskId })).body.data,
    (data) => data.done >= 1 && pageRequests(2) >= 1,
    30_000,
  );
  expect(midway).toMatchObject({ status: 'running', done: 1 });
  await first.close();
  expect(pageRequests(1)).toBe(1);

  const second = await startTestApp({ store, env });
  try {
    const done = await taskIn(second, user, taskId, ['done', 'failed'], 60_000);
    expect(done).toMatchObject({ status: 'done', done: 3, failedPages: [] });
    expect(pageRequests(1)).toBe(1);
    const mono = await pdfjsText(await download(second, done.files.mono));
    expect(mono).toHaveLength(3);
    for (const [index, page] of paper.pages.entries()) {
      expect(mono[index]!.replace(/\s+/g, '')).toContain(fakeTranslation(page.paragraphs[0]!).replace(/\s+/g, ''));
    }
  } finally {
    await second.close();
  }
}, 90_000); // two servers' start and stop on a busy machine

it('cancels: the pages done are delivered, the rest given back', async () => {
  fake.reset();
  const t = await startTestApp({ store, env });
  try {
    const user = await t.createUser();
    // Page 1 is answered; page 2's request hangs with the model: the cancel must not wait for it.
    fake.script({ kind: 'answer', text: 'Hello from the fake upstream.' }, { kind: 'stall', afterTextDeltas: 0 });
    const taskId = (await translate(t, user, paper.bytes, range)).body.data.taskId as string;
    await until(
      async () => (await get(t, user, 'getTaskStatus', { taskId })).body.data,
      (data) => data.done >= 1,
      30_000,
    );
    const cancelled = await form(t, user, 'cancel', { taskId });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', error: en('translate.cancelled') });
    const asked = Date.now();
    const settled = await until(
      async () => (await get(t, user, 'get', { taskId })).body.data,
      (data) => Boolean(data.files.mono),
      20_000,
    );
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(settled).toMatchObject({ status: 'cancelled', done: 1 });
    const mono = await pdfjsText(await download(t, settled.files.mono));
    expect(mono).toHaveLength(settled.done);
    expect((await get(t, user, 'quota')).body.data.usedToday).toBe(settled.done);
    // Cancelling again answers the task as it is.
    expect((await form(t, user, 'cancel', { taskId })).body.data).toMatchObject({ status: 'cancelled' });
  } finally {
    await t.close();
  }
});

it('deletes a running task: the job stops, its pages go back and nothing of it is left', async () => {
  fake.reset();
  const t = await startTestApp({ store, env });
  try {
    const user = await t.createUser();
    fake.script(
      { kind: 'answer', text: 'Hello from the fake upstream.' },
      { kind: 'answer', text: 'Hello from the fake upstream.', delayMs: 700, chunkSize: 100_000 },
    );
    const taskId = (await translate(t, user, paper.bytes, range)).body.data.taskId as string;
    await until(
      async () => (await get(t, user, 'getTaskStatus', { taskId })).body.data,
      (data) => data.done >= 1,
      30_000,
    );
    expect((await form(t, user, 'del', { taskId })).body).toMatchObject({ code: 200, data: {} });
    expect((await get(t, user, 'getTaskStatus', { taskId })).status).toBe(404);
    expect((await get(t, user, 'quota')).body.data.usedToday).toBe(1);
    // The job notices at its next page and makes no outputs for a task that is gone.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { db } = t.app.platform;
    const left = await db.select({ n: count() }).from(files).where(eq(files.userId, user.id));
    expect(left[0]?.n).toBe(0);
    expect((await get(t, user, 'page')).body.data.total).toBe(0);
  } finally {
    await t.close();
  }
});
