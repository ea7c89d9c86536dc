import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderText } from '../../ai/ocr/testing/render-text.ts';
import { startTestApp, type TestApp, type TestUser } from '../../testing/harness.ts';
import { buildDocx, buildXlsx } from './loaders/testing/office-fixtures.ts';
import { buildPdf } from './loaders/testing/pdf-fixtures.ts';
import { addSource, searchIn, settled, sourceOf, uploadFile } from './test-kit.ts';

/**
 * Files and pictures: uploaded (their type read from the bytes), then learned by the job with
 * the loader of their format; a picture is read by the offline OCR. What cannot be learned
 * fails with a reason the user can act on.
 */
let t: TestApp;
let user: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await startTestApp({ env: { KNOWLEDGE_FILE_MAX_MB: '1', KNOWLEDGE_MAX_PAGES: '3' } });
  user = await t.createUser();
  stranger = await t.createUser();
});
afterAll(() => t.close());

const zh = { 'accept-language': 'zh-CN' };
async function learnFile(bytes: Uint8Array, name: string, kind = 'file') {
  const uploaded = await uploadFile(t, user, bytes, name);
  expect(uploaded.code).toBe(200);
  const added = await addSource(t, user, { kind, fileId: uploaded.data.fileId });
  expect(added.status).toBe(200);
  return settled(t, user, added.body.data.id, 60_000);
}

describe('a file source', () => {
  it('learns a PDF page by page: a cited passage knows its page', async () => {
    const pdf = await buildPdf([
      { lines: [{ text: 'Chapter one: the harbour at dawn.' }] },
      { lines: [{ text: 'The lighthouse keeper lit the lamp at six every evening.' }] },
    ]);
    const view = await learnFile(pdf, 'keeper.pdf');
    expect(view).toMatchObject({ state: 'learned', name: 'keeper.pdf', kind: 'file' });
    const [hit] = (await searchIn(t, user, 'When was the lamp lit?')).body.data;
    expect(hit).toMatchObject({ sourceId: view.id, page: 2 });
    expect(hit.text).toContain('lit the lamp at six');
  });

  it('learns a Word document with its headings and tables, in Chinese too', async () => {
    const view = await learnFile(await buildDocx(), 'bridge.docx');
    expect(view.state).toBe('learned');
    const [hit] = (await searchIn(t, user, '南京长江大桥是什么桥')).body.data;
    expect(hit.text).toContain('南京长江大桥是中国自行设计建造的第一座双层铁路、公路两用桥。');
    const detail = (await sourceOf(t, user, view.id)).body.data;
    expect(detail.passages.map((p: { text: string }) => p.text).join('\n')).toContain('# Bridge Report');
    // The view's glance: the document's own first sentence, and its words.
    expect(detail.digest.summary).toContain('南京长江大桥是中国自行设计建造的第一座双层铁路、公路两用桥。');
    expect(detail.digest.topics).toContain('长江大桥');
  });

  it('refuses at upload a file that is no format it takes, naming the formats, in both languages', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
    const en = await uploadFile(t, user, zip, 'notes.docx');
    expect(en.code).toBe(415);
    expect(en.msg).toBe(
      'Unsupported format: please convert the file to one of ' +
        'pdf, docx, txt, md, html, xlsx, csv, pptx, epub and add it again',
    );
    const form = new FormData();
    form.set('filePurpose', 'knowledge');
    form.set('file', new Blob([zip]), 'notes.docx');
    const cn = (await (
      await fetch(`${t.url}/api/cli/file/v1/upload`, {
        method: 'POST',
        body: form,
        headers: { ...zh, authorization: `Bearer ${user.token}` },
      })
    ).json()) as { msg: string };
    expect(cn.msg).toContain('不支持的格式');
  });

  it('fails a corrupt PDF and a PDF over the page limit with their reasons', async () => {
    const corrupt = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without end');
    expect(await learnFile(corrupt, 'broken.pdf')).toMatchObject({
      state: 'failed',
      reason: 'The file could not be read: it may be damaged, or not really a pdf file',
    });
    const long = await buildPdf([1, 2, 3, 4].map((n) => ({ lines: [{ text: `Page ${n}` }] })));
    expect(await learnFile(long, 'long.pdf')).toMatchObject({
      state: 'failed',
      reason: 'The file has more than 3 pages',
    });
  });

  it('refuses a file over the knowledge size limit, and another user’s file', async () => {
    const big = new TextEncoder().encode('word '.repeat(300_000));
    const uploaded = await uploadFile(t, user, big, 'big.txt');
    const refused = await addSource(t, user, { kind: 'file', fileId: uploaded.data.fileId });
    expect(refused.status).toBe(413);
    expect(refused.body.msg).toBe('The file is larger than 1.0MB');

    const theirs = await uploadFile(t, stranger, new TextEncoder().encode('private notes'), 'mine.txt');
    const taken = await addSource(t, user, { kind: 'file', fileId: theirs.data.fileId });
    expect(taken.status).toBe(404);
    expect(taken.body.msg).toBe('The uploaded file was not found: please upload it again');
  });
});

describe('a Q&A table', () => {
  it('imports the pairs of a two-column sheet with a Chinese header', async () => {
    const sheet = buildXlsx({
      FAQ: [
        ['问题', '答案'],
        ['营业时间？', '每天早上九点到晚上九点。'],
        ['Do you deliver?', 'Yes, within the city.'],
      ],
    });
    const uploaded = await uploadFile(t, user, sheet, 'faq.xlsx');
    const added = await addSource(t, user, { kind: 'qaTable', fileId: uploaded.data.fileId });
    expect(added.body.data).toMatchObject({ kind: 'qa', name: 'faq.xlsx' });
    await settled(t, user, added.body.data.id);
    const [hit] = (await searchIn(t, user, '几点营业')).body.data;
    expect(hit.text).toContain('Q: 营业时间？\nA: 每天早上九点到晚上九点。');
  });

  it('refuses a sheet with an empty side, naming the rows, and stores nothing', async () => {
    const csv = new TextEncoder().encode('question,answer\nWhere?,Here\nWhen?,\n');
    const uploaded = await uploadFile(t, user, csv, 'faq.csv');
    const refused = await addSource(t, user, { kind: 'qaTable', fileId: uploaded.data.fileId });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Rows 3 have an empty question or answer');
  });
});

describe('a picture', () => {
  it('is read by the offline OCR and learned as its text', async () => {
    const png = await renderText(900, 160, [{ text: 'Museum tickets cost forty yuan', x: 30, y: 90 }]);
    const view = await learnFile(png, 'ticket.png', 'image');
    expect(view).toMatchObject({ state: 'learned', kind: 'image' });
    const [hit] = (await searchIn(t, user, 'How much are museum tickets?')).body.data;
    expect(hit.sourceId).toBe(view.id);
    expect(hit.text.toLowerCase()).toContain('museum');
  }, 60_000);

  it('refuses a document sent as a picture', async () => {
    const uploaded = await uploadFile(t, user, new TextEncoder().encode('plain words'), 'photo.txt');
    const refused = await addSource(t, user, { kind: 'image', fileId: uploaded.data.fileId }, {}, zh);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('这个文件不是图片：请添加 PNG、JPEG、WebP 或 GIF 图片');
  });
});
