import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { fakeKnowledgeServer } from '../testing/fake-knowledge-server.ts';
import { FakeXhr, uploadedAnswer } from '../testing/fake-xhr.ts';
import { renderKnowledge } from '../testing/render.tsx';
import { AddSourceDialog, notebookAddKinds } from './AddSourceDialog.tsx';

const container = { kind: 'bot' as const, id: 'b1' };
const ADD = 'cli/knowledge/v1/add';

function open(kinds?: Parameters<typeof AddSourceDialog>[0]['kinds']) {
  const server = fakeKnowledgeServer();
  renderKnowledge(<AddSourceDialog container={container} open onClose={() => undefined} kinds={kinds} />);
  return server;
}
const dialog = () => screen.getByRole('dialog');
const tab = (name: string) => fireEvent.click(within(dialog()).getByRole('tab', { name }));
const addButton = () => within(dialog()).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fileInput = () => dialog().querySelector('input[type=file]') as HTMLInputElement;
const drop = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4 hello'], name, { type });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('add-source dialog', () => {
  it('refuses a website address that is not http(s) with the contract’s words, and sends nothing', async () => {
    const server = open();
    tab('Website');
    type('Website address', 'ftp://example.com/file');
    expect(await screen.findByText('invalid website address')).toBeTruthy();
    await waitFor(() => expect(addButton().disabled).toBe(true));
    fireEvent.submit(addButton().closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(ADD)).toHaveLength(0);

    type('Website address', 'https://example.com/page');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(server.callsTo(ADD)[0]!.json).toEqual({
      container,
      source: { kind: 'url', url: 'https://example.com/page' },
    });
  });

  it('shows the rule in Chinese for a Chinese reader', async () => {
    await i18next.changeLanguage('zh_CN');
    open();
    tab('网址');
    type('网站地址', 'javascript:alert(1)');
    expect(await screen.findByText('无效的网址')).toBeTruthy();
  });

  it('needs a title and a body for pasted text, then sends both trimmed by the server rules', async () => {
    const server = open();
    type('Content', 'Some notes to learn');
    type('Title', '   ');
    expect(await screen.findByText('Please give the text a title')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
    type('Title', 'Notes');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(server.callsTo(ADD)[0]!.json.source).toEqual({ kind: 'text', title: 'Notes', body: 'Some notes to learn' });
  });

  it('shows the server’s refusal beside the form', async () => {
    const server = open();
    server.on(ADD, () => ({ code: 400, msg: 'source limit reached' }));
    type('Title', 'Notes');
    type('Content', 'Body');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toContain('source limit reached');
  });

  it('adds and removes Q&A rows, and blocks a pair without an answer', async () => {
    const server = open();
    tab('Q&A');
    expect(screen.getAllByTestId('qa-row')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Remove pair 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Add a pair/ }));
    expect(screen.getAllByTestId('qa-row')).toHaveLength(2);
    type('Question 1', 'Opening hours?');
    type('Answer 1', '9 to 5');
    type('Question 2', 'Parking?');
    type('Answer 2', '  ');
    expect(await screen.findByText('Every pair needs both a question and an answer')).toBeTruthy();
    await waitFor(() => expect(addButton().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove pair 2' }));
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(server.callsTo(ADD)[0]!.json.source).toEqual({
      kind: 'qa',
      pairs: [{ question: 'Opening hours?', answer: '9 to 5' }],
    });
  });

  it('needs a place name and address; optional fields may stay empty, but a map link must be http(s)', async () => {
    const server = open();
    tab('Address');
    type('Place name', 'Tea house');
    type('Street address', '1 River Road');
    type('Map link', 'maps:tea');
    expect(await screen.findByText('invalid website address')).toBeTruthy();
    await waitFor(() => expect(addButton().disabled).toBe(true));
    type('Map link', '');
    await waitFor(() => expect(addButton().disabled).toBe(false));
    fireEvent.click(addButton());
    await waitFor(() => expect(server.callsTo(ADD)).toHaveLength(1));
    expect(server.callsTo(ADD)[0]!.json.source).toEqual({
      kind: 'address',
      name: 'Tea house',
      address: '1 River Road',
    });
  });

  it('uploads several files with their own progress and errors, and adds each by its fileId', async () => {
    const server = open();
    tab('Files');
    drop([file('guide.pdf'), file('broken.docx'), file('tool.exe', 'application/x-msdownload')]);
    await waitFor(() => expect(screen.getAllByTestId('upload-item')).toHaveLength(3));
    // The unsupported one is refused at once, with the server's words, and never uploaded.
    const rows = () => screen.getAllByTestId('upload-item');
    expect(rows()[2]!.dataset.phase).toBe('error');
    expect(rows()[2]!.textContent).toContain('Unsupported format: please convert the file to one of pdf, docx');
    expect(FakeXhr.made.map((xhr) => xhr.fileName).sort()).toEqual(['broken.docx', 'guide.pdf']);
    expect(FakeXhr.forFile('guide.pdf').body?.get('filePurpose')).toBe('knowledge');

    act(() => FakeXhr.forFile('guide.pdf').progress(40, 100));
    act(() => FakeXhr.forFile('broken.docx').progress(10, 100));
    expect(rows()[0]!.textContent).toContain('Uploading 40%');
    expect(rows()[1]!.textContent).toContain('Uploading 10%');

    act(() => FakeXhr.forFile('broken.docx').respond(400, { code: 415, msg: 'The file could not be read' }));
    await waitFor(() => expect(rows()[1]!.dataset.phase).toBe('error'));
    expect(rows()[1]!.textContent).toContain('The file could not be read');
    expect(rows()[0]!.dataset.phase).toBe('uploading');

    act(() => FakeXhr.forFile('guide.pdf').respond(200, uploadedAnswer('f-guide', 'guide.pdf')));
    await waitFor(() => expect(rows()[0]!.dataset.phase).toBe('done'));
    expect(server.callsTo(ADD).map((call) => call.json.source)).toEqual([{ kind: 'file', fileId: 'f-guide' }]);
  });

  it('refuses a non-picture in the image tab without uploading it', async () => {
    open();
    tab('Image');
    drop([file('notes.pdf')]);
    expect(await screen.findByText(/This file is not a picture/)).toBeTruthy();
    expect(FakeXhr.made).toHaveLength(0);
  });

  it('shows only the tabs it is given (a notebook takes files, text, websites and images)', () => {
    open(notebookAddKinds);
    const names = within(dialog())
      .getAllByRole('tab')
      .map((element) => element.textContent);
    expect(names).toEqual(['Files', 'Text', 'Website', 'Image']);
  });
});
