import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { citation, fakeNotesServer, note } from '../testing/fake-notes-server.ts';
import { catchNotePushes, renderNotesPanel } from '../testing/render.tsx';

const GENERATE = 'cli/notebook/studio/v1/generate';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const card = async (title: string) =>
  (await screen.findByRole('button', { name: `Open “${title}”` })).closest('li') as HTMLElement;

describe('studio', () => {
  it('offers the six outputs and generates one from the chosen sources, live from generating to ready', async () => {
    const pushes = catchNotePushes();
    const server = fakeNotesServer();
    renderNotesPanel({ selectedSourceIds: ['s1', 's2'] });
    const names = ['Summary', 'FAQ', 'Study guide', 'Briefing document', 'Timeline', 'Mind map'];
    for (const name of names) expect(await screen.findByRole('button', { name: `Generate: ${name}` })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate: FAQ' }));
    await waitFor(() => expect(server.callsTo(GENERATE)).toHaveLength(1));
    expect(server.callsTo(GENERATE)[0]!.json).toEqual({ notebookId: 'nb1', kind: 'faq', sourceIds: ['s1', 's2'] });
    expect((await card('FAQ')).textContent).toContain('Generating… 0%');
    expect(pushes.count).toBe(1);

    await pushes.send(server.progress('faq', 60));
    expect((await card('FAQ')).textContent).toContain('Generating… 60%');

    await pushes.send(server.settle('faq', '**Q.** Why tea? [1]', [citation(1, { title: 'Tea' })]));
    await waitFor(async () => expect((await card('FAQ')).textContent).toContain('Q. Why tea?'));
    const ready = await card('FAQ');
    expect(ready.textContent).not.toContain('Generating');
    expect(within(ready).getByRole('button', { name: 'Source 1: Tea' })).toBeTruthy();
  });

  it('sends no source ids while every source counts, and refuses with none chosen', async () => {
    const server = fakeNotesServer();
    const { unmount } = renderNotesPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate: Summary' }));
    await waitFor(() => expect(server.callsTo(GENERATE)).toHaveLength(1));
    expect(server.callsTo(GENERATE)[0]!.json).toEqual({ notebookId: 'nb1', kind: 'summary' });
    unmount();

    renderNotesPanel({ selectedSourceIds: [] });
    expect(await screen.findByText('Select at least one learned source first')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Generate: Timeline' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows a failed output with its reason, and generates it again', async () => {
    const pushes = catchNotePushes();
    const server = fakeNotesServer();
    renderNotesPanel({ selectedSourceIds: ['s1'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate: Timeline' }));
    expect((await card('Timeline')).textContent).toContain('Generating');

    await pushes.send(server.fail('timeline', 'Generating failed: the model is down'));
    await waitFor(async () => expect((await card('Timeline')).textContent).toContain('the model is down'));
    const failed = await card('Timeline');
    expect(failed.textContent).toContain('Failed');

    fireEvent.click(within(failed).getByRole('button', { name: 'Generate again' }));
    await waitFor(() => expect(server.callsTo(GENERATE)).toHaveLength(2));
    expect(server.callsTo(GENERATE)[1]!.json).toEqual({ notebookId: 'nb1', kind: 'timeline', sourceIds: ['s1'] });
    await waitFor(async () => expect((await card('Timeline')).textContent).toContain('Generating'));
    expect(screen.getAllByTestId('note-card')).toHaveLength(1);
  });

  it('generates a ready output again from its menu, rewriting the same note', async () => {
    const server = fakeNotesServer({
      notes: [note({ id: 'sum', kind: 'summary', title: null, content: 'Old summary' })],
    });
    renderNotesPanel({ selectedSourceIds: ['s3'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for “Summary”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate again' }));
    await waitFor(() => expect(server.callsTo(GENERATE)).toHaveLength(1));
    expect(server.callsTo(GENERATE)[0]!.json).toEqual({ notebookId: 'nb1', kind: 'summary', sourceIds: ['s3'] });
    await waitFor(async () => expect((await card('Summary')).textContent).toContain('Generating'));
    expect(screen.getAllByTestId('note-card')).toHaveLength(1);
  });

  it('shows a refusal to generate in the server’s words', async () => {
    const server = fakeNotesServer();
    server.on(GENERATE, () => ({ code: 400, msg: 'Select at least one learned source first' }));
    const { toasts } = renderNotesPanel({ selectedSourceIds: ['s1'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate: Briefing document' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ level: 'error', content: 'Select at least one learned source first' }),
    );
    expect(screen.queryAllByTestId('note-card')).toHaveLength(0);
  });

  it('ignores a push for another notebook', async () => {
    const pushes = catchNotePushes();
    const server = fakeNotesServer({
      notes: [note({ kind: 'summary', title: null, status: 'generating', progress: 10 })],
    });
    renderNotesPanel();
    expect((await card('Summary')).textContent).toContain('10%');
    await pushes.send({ ...server.progress('summary', 90), notebookId: 'other' });
    expect((await card('Summary')).textContent).toContain('10%');
  });

  it('reads a mind map as a tree', async () => {
    const map = { title: 'Tea', children: [{ title: 'Green', children: [{ title: 'Longjing', children: [] }] }] };
    fakeNotesServer({ notes: [note({ kind: 'mindMap', title: null, content: JSON.stringify(map) })] });
    renderNotesPanel();
    expect((await card('Mind map')).textContent).toContain('Green · Longjing');
    fireEvent.click(screen.getByRole('button', { name: 'Open “Mind map”' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tree', { name: 'Mind map: Tea' })).toBeTruthy();
    expect(within(dialog).getByRole('treeitem', { name: 'Green' })).toBeTruthy();
  });
});
