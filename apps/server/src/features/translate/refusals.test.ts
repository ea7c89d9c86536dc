import { count, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '@inkstone/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestPaper, type Kit } from '../../platform/pdf-translate/test-kit.ts';
import { encrypt } from '../../platform/pdf-translate/test-inspect.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { auth } from '../../testing/harness.ts';
import { files } from '../../platform/db/tables/files.ts';
import { quotaDay } from '../billing/service.ts';
import { translateTasks, translateUsage } from './tables.ts';
import { json } from '../../testing/json.ts';
import { en, form, get, refused, taskIn, translate } from './test-kit.ts';

// Bad input on every call, the limits, and another user's task: each refused with its message,
// nothing kept and nothing charged. Offline (no provider), so accepted tasks never call a model.
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let vip: TestUser;
let paper: Kit;
const range = { startPage: 1, endPage: 3, sourceLang: 'en', targetLang: 'zh_CN' };
beforeAll(async () => {
  t = await startTestApp({
    env: { TRANSLATE_FREE_PAGES_PER_FILE: '3', TRANSLATE_FREE_PAGES_PER_DAY: '5', TRANSLATE_MAX_UPLOAD_MB: '1' },
  });
  owner = await t.createUser();
  other = await t.createUser();
  vip = await t.createUser();
  await t.app.platform.db.execute(
    sql`insert into plans (user_id, kind, pay_type, period_days, expires_at)
        values (${vip.id}, 'qa', 'month', 30, now() + interval '30 days')`,
  );
  paper = await buildTestPaper(6);
});
afterAll(() => t.close());

/** Tasks and kept PDFs: a refusal leaves both as they were. */
const counts = async (): Promise<{ tasks: number; files: number }> => {
  const { db } = t.app.platform;
  const [tasks] = await db.select({ n: count() }).from(translateTasks);
  const [kept] = await db.select({ n: count() }).from(files).where(eq(files.purpose, 'translate'));
  return { tasks: tasks?.n ?? 0, files: kept?.n ?? 0 };
};

type Params = Record<string, string | number>;
/** A name, the bytes sent (null: none), the fields, and the message it must be refused with. */
type Case = [string, () => Uint8Array | null | Promise<Uint8Array>, Params, MessageKey, Params];

describe('translation refuses bad input, keeping and charging nothing', () => {
  it.each<Case>([
    [
      'a text file renamed .pdf',
      () => Buffer.from('Just some words, not a PDF at all.'),
      range,
      'translate.notPdf',
      {},
    ],
    ['a PDF cut in half', () => paper.bytes.slice(0, 2_000), range, 'translate.corrupt', {}],
    ['an encrypted PDF', () => encrypt(paper.bytes), range, 'translate.encrypted', {}],
    [
      'a range past the last page',
      () => paper.bytes,
      { ...range, startPage: 5, endPage: 7 },
      'translate.rangeOutside',
      { pages: 6 },
    ],
    [
      'the end page equal to the start',
      () => paper.bytes,
      { ...range, startPage: 2, endPage: 2 },
      'translate.endNotAbove',
      {},
    ],
    [
      'the end page below the start',
      () => paper.bytes,
      { ...range, startPage: 3, endPage: 1 },
      'translate.endNotAbove',
      {},
    ],
    ['page 0', () => paper.bytes, { ...range, startPage: 0 }, 'translate.pageInvalid', {}],
    ['the same languages', () => paper.bytes, { ...range, targetLang: 'en' }, 'translate.sameLanguage', {}],
    ['an unknown language', () => paper.bytes, { ...range, targetLang: 'xx' }, 'translate.unknownLanguage', {}],
    ['an unknown output', () => paper.bytes, { ...range, outputKind: 'tri' }, 'translate.unknownOutput', {}],
    [
      'more pages than a file may have',
      () => paper.bytes,
      { ...range, endPage: 4 },
      'translate.perFileLimit',
      { limit: 3 },
    ],
    ['no file and no fileId', () => null, range, 'translate.fileRequired', {}],
    ['an unknown fileId', () => null, { ...range, fileId: 'nope' }, 'translate.fileNotFound', {}],
  ])('%s', async (_name, bytes, fields, key, params) => {
    const before = await counts();
    const result = await translate(t, owner, await bytes(), fields);
    refused(result, key, params);
    expect(await counts()).toEqual(before);
    expect((await get(t, owner, 'quota')).body.data.usedToday).toBe(0);
  });

  it('refuses a file over TRANSLATE_MAX_UPLOAD_MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    refused(await translate(t, owner, big, range), 'translate.tooLarge', { limit: '1.0MB' });
  });

  it('refuses another user’s upload by fileId with the permission message', async () => {
    const body = new FormData();
    body.append('filePurpose', 'translate');
    body.append('file', new Blob([new Uint8Array(paper.bytes)]), 'theirs.pdf');
    const uploaded = await json(
      fetch(`${t.url}/api/cli/file/v1/upload`, { method: 'POST', headers: auth(other), body }),
    );
    const fileId = uploaded.data.fileId as string;
    refused(await translate(t, owner, null, { ...range, fileId }), 'errors.forbidden');
    // Its owner may: the task translates the earlier upload.
    const own = await translate(t, other, null, { ...range, fileId });
    expect(own.body.data).toMatchObject({ status: 'queued', fileName: 'theirs.pdf', pageCount: 6 });
    // Settled before the next test counts files (its outputs are kept as they are made).
    expect(await taskIn(t, other, own.body.data.taskId, ['done'])).toMatchObject({ status: 'done' });
  });

  it('refuses past the daily allowance saying what is left, and gives VIP the larger limits', async () => {
    // Three pages already taken today (offline tasks give their pages back, so they are set here).
    await t.app.platform.db
      .insert(translateUsage)
      .values({ userId: owner.id, day: quotaDay(t.app.platform), pages: 3 });
    expect((await get(t, owner, 'quota')).body.data).toEqual({ perFile: 3, perDay: 5, usedToday: 3, vip: false });
    const before = await counts();
    refused(await translate(t, owner, paper.bytes, range), 'translate.perDayLimit', { left: 2, limit: 5 });
    expect(await counts()).toEqual(before);
    expect((await get(t, owner, 'quota')).body.data.usedToday).toBe(3);
    // VIP (an active Q&A plan): 300 pages a file by default, so 6 pages go through.
    expect((await get(t, vip, 'quota')).body.data).toMatchObject({ perFile: 300, perDay: 1000, vip: true });
    expect((await translate(t, vip, paper.bytes, { ...range, endPage: 6 })).body.code).toBe(200);
  });
});

describe('every task call is the owner’s alone', () => {
  it('refuses another user on get, getTaskStatus, cancel and del, changing nothing', async () => {
    const taskId = (await translate(t, vip, paper.bytes, range)).body.data.taskId as string;
    refused(await get(t, other, 'get', { taskId }), 'errors.forbidden');
    refused(await get(t, other, 'getTaskStatus', { taskId }), 'errors.forbidden');
    refused(await form(t, other, 'cancel', { taskId }), 'errors.forbidden');
    refused(await form(t, other, 'del', { taskId }), 'errors.forbidden');
    expect((await get(t, vip, 'get', { taskId })).body.code).toBe(200);
    const page = await get(t, other, 'page');
    expect(page.body.data.records.map((r: { taskId: string }) => r.taskId)).not.toContain(taskId);
  });

  it('answers an unknown or missing task id clearly', async () => {
    refused(await get(t, owner, 'get', { taskId: 'missing' }), 'translate.notFound');
    refused(await get(t, owner, 'getTaskStatus', {}), 'translate.invalidId');
    refused(await form(t, owner, 'del', { taskId: '' }), 'translate.invalidId');
    refused(await form(t, owner, 'cancel', { taskId: 'missing' }), 'translate.notFound');
    expect(en('translate.failed')).toBe('translation failed');
  });
});
