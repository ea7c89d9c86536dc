import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { citation, fakeNotesServer, note } from '../testing/fake-notes-server.ts';
import { renderNotesPanel } from '../testing/render.tsx';

const CREATE = 'cli/notebook/note/v1/create';
const UPDATE = 'cli/notebook/note/v1/update';
const DEL = 'cli/notebook/note/v1/del';
const TO_SOURCE = 'cli/notebook/note/v1/toSource';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const cards = () => screen.findAllByTestId('note-card');
const cardTitles = async () => (await cards()).map((card) => card.querySelector('button')!.textContent);

async function openActions(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
}
async function pick(item: string) {
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('notes panel', () => {
  it('lists pinned notes first, each with its kind and an excerpt without Markdown marks', async () => {
    fakeNotesServer({
      notes: [
        note({ title: 'Old pinned', pinned: true }),
        note({ title: 'Saved', kind: 'answer', content: '## Tea\n- **Green** tea [1]' }),
        note({ title: null, kind: 'faq' }),
        note({ title: null, content: '\n## **First** line\nsecond' }),
      ],
    });
    renderNotesPanel();
    expect(await cardTitles()).toEqual(['Old pinned', 'First line', 'FAQ', 'Saved']);
    const [pinned, , faq, saved] = await cards();
    expect(pinned!.textContent).toContain('Pinned');
    expect(faq!.textContent).toContain('FAQ');
    expect(faq!.textContent).not.toContain('Pinned');
    expect(saved!.textContent).toContain('Saved answer');
    expect(saved!.textContent).toContain('Tea Green tea');
    expect(saved!.textContent).not.toContain('**');
  });

  it('says so when there are no notes, and when they cannot be loaded', async () => {
    const server = fakeNotesServer();
    const { unmount } = renderNotesPanel();
    expect(await screen.findByText(/No notes yet\. Write one/)).toBeTruthy();
    unmount();
    server.on('cli/notebook/note/v1/page', () => ({ code: 500, msg: 'boom' }));
    renderNotesPanel();
    expect(await screen.findByText('The notes could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses a title over 100 characters before sending, then creates a note', async () => {
    const server = fakeNotesServer();
    renderNotesPanel();
    fireEvent.click(await screen.findByRole('button', { name: /New note/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title (optional)'), { target: { value: 'x'.repeat(101) } });
    fireEvent.change(within(dialog).getByLabelText('Content (Markdown)'), { target: { value: 'Some text' } });
    expect(await within(dialog).findByText('The title must not exceed 100 characters')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form')!);
    await settle();
    expect(server.callsTo(CREATE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Title (optional)'), { target: { value: 'Plan' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]!.json).toMatchObject({ notebookId: 'nb1', title: 'Plan', content: 'Some text' });
    expect(await cardTitles()).toEqual(['Plan']);
  });

  it('refuses blank content with the contract’s words', async () => {
    const server = fakeNotesServer();
    renderNotesPanel();
    fireEvent.click(await screen.findByRole('button', { name: /New note/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Content (Markdown)'), { target: { value: 'a' } });
    fireEvent.change(within(dialog).getByLabelText('Content (Markdown)'), { target: { value: '   ' } });
    expect(await within(dialog).findByText('please fill in')).toBeTruthy();
    await settle();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('edits a note’s title and text', async () => {
    const server = fakeNotesServer({ notes: [note({ id: 'n1', title: 'Draft', content: 'old' })] });
    renderNotesPanel();
    await openActions('Draft');
    await pick('Edit');
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByLabelText('Content (Markdown)') as HTMLTextAreaElement;
    expect(content.value).toBe('old');
    fireEvent.change(within(dialog).getByLabelText('Title (optional)'), { target: { value: 'Final' } });
    fireEvent.change(content, { target: { value: '# New text' } });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo(UPDATE)).toHaveLength(1));
    expect(server.callsTo(UPDATE)[0]!.json).toMatchObject({ id: 'n1', title: 'Final', content: '# New text' });
    expect(await cardTitles()).toEqual(['Final']);
  });

  it('pins a note, which moves it first, and unpins it', async () => {
    const server = fakeNotesServer({ notes: [note({ id: 'a', title: 'Older' }), note({ id: 'b', title: 'Newer' })] });
    renderNotesPanel();
    expect(await cardTitles()).toEqual(['Newer', 'Older']);
    await openActions('Older');
    await pick('Pin');
    await waitFor(async () => expect(await cardTitles()).toEqual(['Older', 'Newer']));
    expect(server.callsTo(UPDATE)[0]!.json).toEqual({ notebookId: 'nb1', id: 'a', pinned: true });
    await openActions('Older');
    await pick('Unpin');
    await waitFor(async () => expect(await cardTitles()).toEqual(['Newer', 'Older']));
  });

  it('deletes a note only once confirmed', async () => {
    const server = fakeNotesServer({ notes: [note({ id: 'a', title: 'Gone soon' }), note({ title: 'Stays' })] });
    renderNotesPanel();
    await openActions('Gone soon');
    await pick('Delete');
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete “Gone soon”?');
    expect(server.callsTo(DEL)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo(DEL)).toHaveLength(1));
    expect(server.callsTo(DEL)[0]!.json).toEqual({ notebookId: 'nb1', id: 'a' });
    await waitFor(async () => expect(await cardTitles()).toEqual(['Stays']));
  });

  it('turns a note into a source, and shows the refusal at the source limit', async () => {
    const server = fakeNotesServer({ notes: [note({ id: 'a', title: 'Keep' })] });
    const { toasts } = renderNotesPanel();
    await openActions('Keep');
    await pick('Turn into a source');
    await waitFor(() => expect(server.callsTo(TO_SOURCE)).toHaveLength(1));
    await waitFor(() =>
      expect(toasts).toContainEqual({ level: 'success', content: expect.stringContaining('“Keep”') }),
    );

    server.on(TO_SOURCE, () => ({ code: 400, msg: 'source limit reached' }));
    await openActions('Keep');
    await pick('Turn into a source');
    await waitFor(() => expect(toasts).toContainEqual({ level: 'error', content: 'source limit reached' }));
  });

  it('shows a viewer the notes without any write control', async () => {
    const server = fakeNotesServer({
      notes: [note({ title: 'Read me' }), note({ title: null, kind: 'summary', status: 'failed', error: 'No luck' })],
    });
    renderNotesPanel({ role: 'viewer' });
    expect(await cardTitles()).toEqual(['Summary', 'Read me']);
    expect(screen.queryByRole('button', { name: /New note/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Generate/ })).toBeNull();
    expect(screen.getByText('No luck')).toBeTruthy();
    expect(screen.getByText(/can generate studio notes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open “Read me”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(server.calls.every((entry) => entry.path === 'cli/notebook/note/v1/page')).toBe(true);
  });

  it('opens a note with its Markdown read safely, and its citations call back', async () => {
    const cited = [citation(1, { title: 'Tea history' }), citation(2, { title: 'Guide' })];
    const html = '<img src=x onerror="alert(1)">';
    fakeNotesServer({
      notes: [
        note({
          title: 'Answer',
          kind: 'answer',
          content: `# Heading\nGreen tea came first [2].\n\n${html}`,
          citations: cited,
        }),
      ],
    });
    const { onOpenCitation } = renderNotesPanel();
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Source 1: Tea history' }));
    expect(onOpenCitation).toHaveBeenCalledWith(cited[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Open “Answer”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Heading' })).toBeTruthy();
    expect(within(dialog).getByText(html)).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    const inline = within(dialog).getAllByRole('button', { name: 'Source 2: Guide' });
    expect(inline.length).toBe(2);
    fireEvent.click(inline[0]!);
    expect(onOpenCitation).toHaveBeenLastCalledWith(cited[1]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Heading' })).toBeNull());
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    fakeNotesServer({
      notes: [note({ title: null, kind: 'mindMap', pinned: true, content: '{}' }), note({ title: '草稿' })],
    });
    renderNotesPanel();
    expect(await cardTitles()).toEqual(['思维导图', '草稿']);
    expect(screen.getByText('已置顶')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '工作室' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '生成：常见问题' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建笔记/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标题（可选）'), { target: { value: '长'.repeat(101) } });
    expect(await within(dialog).findByText('标题不能超过 100 个字符')).toBeTruthy();
  });
});
