import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestPaper, type Kit } from '../../platform/pdf-translate/test-kit.ts';
import { createTestStore, type TestStore } from '../../testing/database.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { findFile } from '../files/service.ts';
import { taskById } from './store.ts';
import { en, get, taskIn, translate } from './test-kit.ts';

// The source is read again when the job runs: gone or no longer a PDF, the task fails at once
// saying why (no retries that cannot help), and its pages go back to the allowance.
let store: TestStore;
let paper: Kit;
const range = { startPage: 1, endPage: 2, sourceLang: 'en', targetLang: 'zh_CN' };
beforeAll(async () => {
  store = await createTestStore();
  paper = await buildTestPaper(2);
});
afterAll(() => store.drop());

it.each([
  ['gone', null, 'translate.sourceMissing'],
  ['damaged', Buffer.from('%PDF-1.7\nnothing else'), 'translate.corrupt'],
] as const)('fails a task whose source is %s, giving its pages back', async (_name, bytes, reason) => {
  // Accepted by a server that runs no jobs; the source changes before one does.
  const web: TestApp = await startTestApp({ store, workers: false });
  const user: TestUser = await web.createUser();
  const accepted = (await translate(web, user, paper.bytes, range)).body.data;
  const task = await taskById(web.app.platform.db, accepted.taskId as string);
  const file = await findFile(web.app.platform.db, task!.sourceFileId!);
  if (bytes) await web.app.platform.storage.put(file!.storageKey, bytes);
  else await web.app.platform.storage.delete(file!.storageKey);
  expect((await get(web, user, 'quota')).body.data.usedToday).toBe(2);
  await web.close();

  const worker = await startTestApp({ store });
  try {
    const failed = await taskIn(worker, user, accepted.taskId, ['failed', 'done'], 20_000);
    expect(failed).toMatchObject({
      status: 'failed',
      done: 0,
      error: en('translate.failedReason', { reason: en(reason) }),
    });
    expect((await get(worker, user, 'quota')).body.data.usedToday).toBe(0);
  } finally {
    await worker.close();
  }
});
