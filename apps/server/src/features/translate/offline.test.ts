import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestPaper, type Kit } from '../../platform/pdf-translate/test-kit.ts';
import { pdfjsText } from '../../platform/pdf-translate/test-inspect.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { download, en, get, taskIn, translate } from './test-kit.ts';

// No provider configured: the whole pipeline runs, and each page keeps its text and says plainly
// that no translation model is configured. Nothing is invented, and nothing is charged.
let t: TestApp;
let user: TestUser;
let paper: Kit;
beforeAll(async () => {
  t = await startTestApp();
  user = await t.createUser();
  paper = await buildTestPaper(3);
});
afterAll(() => t.close());

it('stamps every page with the notice, keeps the original text and gives the pages back', async () => {
  const accepted = await translate(t, user, paper.bytes, {
    startPage: 1,
    endPage: 3,
    sourceLang: 'en',
    targetLang: 'fr',
  });
  expect(accepted.body.data).toMatchObject({ status: 'queued', offline: true });
  const done = await taskIn(t, user, accepted.body.data.taskId, ['done', 'failed']);
  expect(done).toMatchObject({ status: 'done', done: 3, total: 3, failedPages: [], offline: true });
  const mono = await pdfjsText(await download(t, done.files.mono));
  expect(mono).toHaveLength(3);
  for (const [index, page] of paper.pages.entries()) {
    expect(mono[index]).toContain(en('translate.offlineNotice'));
    for (const paragraph of page.paragraphs) expect(mono[index]).toContain(paragraph.slice(0, 50));
  }
  expect(await pdfjsText(await download(t, done.files.dual))).toHaveLength(6);
  expect((await get(t, user, 'quota')).body.data.usedToday).toBe(0);
});

it('stamps the notice in Chinese when the target is Chinese', async () => {
  const accepted = await translate(t, user, paper.bytes, {
    startPage: 2,
    endPage: 3,
    sourceLang: 'en',
    targetLang: 'zh_CN',
  });
  const done = await taskIn(t, user, accepted.body.data.taskId, ['done', 'failed']);
  const mono = await pdfjsText(await download(t, done.files.mono));
  expect(mono[0]!.replace(/\s+/g, '')).toContain('演示模式：服务器未配置翻译模型，本页保留原文。');
});
