import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { FakeXhr } from '@/shared/knowledge/testing/fake-xhr.ts';
import { fakeApi } from '@/test/fake-api.ts';
import type * as Pdfjs from '../pdf/pdfjs.ts';
import { openFakePdf, pdfFile } from '../testing/fake-pdfjs.ts';
import { renderTranslatePage, toasts } from '../testing/render-page.tsx';
import { pageOfTasks, taskOf } from '../testing/tasks.ts';

// pdf.js needs a worker and a canvas jsdom lacks; the fake reads a page count from the bytes.
vi.mock('../pdf/pdfjs.ts', async (original) => ({
  ...(await original<typeof Pdfjs>()),
  openPdf: (source: Parameters<typeof openFakePdf>[0]) => openFakePdf(source),
}));

function server(quota = { perFile: 20, perDay: 50, usedToday: 0, vip: false }) {
  return fakeApi({
    'cli/file/enhance/v1/quota': () => ({ code: 200, data: quota }),
    'cli/file/enhance/v1/page': () => ({ code: 200, data: pageOfTasks([]) }),
  });
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(/^(Choose a PDF|选择 PDF)$/), { target: { files: [file] } });
const startInput = () => screen.getByRole('spinbutton', { name: 'Start page' });
const endInput = () => screen.getByRole('spinbutton', { name: 'End page' });
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the translation form', () => {
  it('asks a signed-out visitor to sign in and calls nothing', async () => {
    const api = server();
    renderTranslatePage(false);
    expect(await screen.findByText(/Sign in to translate PDFs/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the free-limit meter from the quota call', async () => {
    server({ perFile: 20, perDay: 50, usedToday: 12, vip: false });
    renderTranslatePage();
    expect(await screen.findByText('38 of 50 pages left today')).toBeTruthy();
    expect(screen.getByText(/Up to 20 pages per file/)).toBeTruthy();
  });

  it('reads a picked PDF: size and pages shown, a thumbnail per page, the range picked on them', async () => {
    server();
    renderTranslatePage();
    pick(pdfFile('paper.pdf', 6));
    expect(await screen.findByText(/paper\.pdf · \d+ B · 6 pages/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Page \d/ })).toHaveLength(6);
    // The whole document to start with (within the allowance).
    expect((startInput() as HTMLInputElement).value).toBe('1');
    expect((endInput() as HTMLInputElement).value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: /^Page 2/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Page 4/ }));
    expect((startInput() as HTMLInputElement).value).toBe('2');
    expect((endInput() as HTMLInputElement).value).toBe('4');
    expect(screen.getByRole('button', { name: 'Page 3, in the range' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('3 pages selected (2–4)')).toBeTruthy();
  });

  it('refuses, before sending, an end page not above the start and the same two languages', async () => {
    server();
    renderTranslatePage();
    pick(pdfFile('paper.pdf', 6));
    await screen.findByText(/· 6 pages$/);
    type(startInput(), '4');
    type(endInput(), '4');
    expect(await screen.findByText('The end page must be above the start page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap the languages' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Into' }));
    // After the swap: from Chinese into English; now into Chinese as well (the option in the open list).
    fireEvent.click((await screen.findAllByTitle('Simplified Chinese')).at(-1)!);
    expect(await screen.findByText('The source and target language must not be the same')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Translate/ }));
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('holds the range to the per-file limit in the server words, and takes only PDFs', async () => {
    server({ perFile: 3, perDay: 50, usedToday: 0, vip: false });
    renderTranslatePage();
    await screen.findByText(/Up to 3 pages per file/);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('only pdf is accepted')).toBeTruthy();
    pick(pdfFile('paper.pdf', 8));
    await screen.findByText(/· 8 pages$/);
    // The range starts cut to the limit; widening it past the limit is refused.
    expect((endInput() as HTMLInputElement).value).toBe('3');
    type(endInput(), '5');
    expect(await screen.findByText('The page count must not exceed the free limit of 3 pages per file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Translate 5 pages/ }));
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('says a password-protected PDF cannot be read', async () => {
    server();
    renderTranslatePage();
    pick(new File(['%PDF-locked'], 'secret.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/protected by a password/)).toBeTruthy();
  });

  it('sends the PDF with its choices, shows the upload, then lists the new task', async () => {
    const api = server();
    renderTranslatePage();
    pick(pdfFile('paper.pdf', 6));
    await screen.findByText(/· 6 pages$/);
    type(endInput(), '3');
    fireEvent.click(screen.getByRole('radio', { name: 'Side by side' }));
    fireEvent.click(screen.getByRole('button', { name: 'Translate 3 pages' }));
    const xhr = FakeXhr.forFile('paper.pdf');
    expect(xhr.url).toBe('/api/cli/file/enhance/v1/translation');
    expect(Object.fromEntries([...xhr.body!.entries()].filter(([name]) => name !== 'file'))).toEqual({
      startPage: '1',
      endPage: '3',
      sourceLang: 'en',
      targetLang: 'zh_CN',
      outputKind: 'both',
      dualLayout: 'sideBySide',
    });
    act(() => xhr.progress(1, 2));
    expect(screen.getByText(/Uploading paper\.pdf \(\d+ B\): 50%/)).toBeTruthy();
    const task = taskOf({ status: 'queued', done: 0 });
    api.on('cli/file/enhance/v1/page', () => ({ code: 200, data: pageOfTasks([task]) }));
    act(() => xhr.respond(200, { code: 200, msg: 'ok', data: task }));
    expect(await screen.findByText('Waiting')).toBeTruthy();
    expect(toasts).toContain('Translation of “paper.pdf” started.');
    // The form is ready for the next file.
    expect(screen.getByRole('button', { name: /Drop a PDF here/ })).toBeTruthy();
  });

  it('shows the server refusal as it said it, and keeps the choices', async () => {
    server();
    renderTranslatePage();
    pick(pdfFile('fake.pdf', 4));
    await screen.findByText(/· 4 pages$/);
    fireEvent.click(screen.getByRole('button', { name: 'Translate 4 pages' }));
    act(() => FakeXhr.forFile('fake.pdf').respond(400, { code: 400, msg: 'only pdf is accepted' }));
    expect(await screen.findByText('The translation was not started: only pdf is accepted')).toBeTruthy();
    expect(screen.getByText(/fake\.pdf/)).toBeTruthy();
  });

  it('speaks Chinese in Chinese: the allowance and SPEC §5 refusals in the server words', async () => {
    await i18next.changeLanguage('zh_CN');
    server({ perFile: 2, perDay: 50, usedToday: 10, vip: false });
    renderTranslatePage();
    expect(await screen.findByText('今日剩余 40 / 50 页')).toBeTruthy();
    pick(pdfFile('论文.pdf', 5));
    await screen.findByText(/· 共 5 页$/);
    type(screen.getByRole('spinbutton', { name: '结束页' }), '1');
    expect(await screen.findByText('结束页必须大于起始页')).toBeTruthy();
    type(screen.getByRole('spinbutton', { name: '结束页' }), '4');
    expect(await screen.findByText('页数不能超过免费额度：每个文件 2 页')).toBeTruthy();
  });
});
