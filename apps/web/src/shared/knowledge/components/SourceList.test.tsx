import type { SourceView } from '@inkstone/contract/knowledge-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { fakeKnowledgeServer, sourceView } from '../testing/fake-knowledge-server.ts';
import { catchKnowledgePushes, knowledgePush } from '../testing/pushes.ts';
import { renderKnowledge } from '../testing/render.tsx';
import { SourceList, type SourceListProps } from './SourceList.tsx';

const bot = { kind: 'bot' as const, id: 'b1' };
const LIST = 'cli/knowledge/v1/list';

function show(sources: SourceView[], props: Partial<SourceListProps> = {}) {
  const server = fakeKnowledgeServer();
  server.on(LIST, () => ({ code: 200, data: sources }));
  renderKnowledge(<SourceList container={bot} reading="bot" {...props} />);
  return server;
}
const row = (id: string) => document.querySelector(`[data-source-id="${id}"]`) as HTMLElement;
const tagOf = (id: string) => within(row(id)).getByTestId('source-status').textContent;
const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
const menuItem = (name: string) => screen.findByRole('menuitem', { name });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

describe('source list', () => {
  it('shows a loading state, then an empty one', async () => {
    fakeKnowledgeServer();
    renderKnowledge(<SourceList container={bot} reading="bot" />);
    expect(screen.getByTestId('sources-loading')).toBeTruthy();
    expect(await screen.findByText(/No sources yet/)).toBeTruthy();
  });

  const states = [
    sourceView({ id: 'a', state: 'learned', name: 'Guide.pdf', kind: 'file', size: 2048 }),
    sourceView({ id: 'b', state: 'retrying', name: 'Menu', reason: 'Learning was interrupted; it was tried again' }),
    sourceView({ id: 'c', state: 'cancelled', name: 'Old page', kind: 'url', size: 0 }),
    sourceView({ id: 'd', state: 'learning', name: 'Prices', progress: 35 }),
  ];

  it('reads the bot list of 10: each state its own tag, with size, progress and reason', async () => {
    show(states);
    await screen.findByText('Guide.pdf');
    expect(tagOf('a')).toBe('Learned');
    expect(tagOf('b')).toBe('Waiting to retry');
    expect(tagOf('c')).toBe('Cancelled');
    expect(tagOf('d')).toBe('Learning');
    expect(row('a').textContent).toContain('2.0KB');
    expect(row('a').textContent).toContain('3 passages');
    expect(within(row('a')).getByRole('img', { name: 'File' })).toBeTruthy();
    expect(row('b').textContent).toContain('Learning was interrupted');
    const progress = within(row('d')).getByRole('progressbar', { name: 'Learning progress of Prices' });
    expect(progress.getAttribute('aria-valuenow')).toBe('35');
  });

  it('reads the notebook list of 4, and in Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    show(states, { reading: 'notebook' });
    await screen.findByText('Guide.pdf');
    expect([tagOf('a'), tagOf('b'), tagOf('c'), tagOf('d')]).toEqual(['已学习', '排队中', '学习失败', '学习中']);
  });

  it('follows pushes: progress moves, and a finished source is fetched again for its words', async () => {
    const pushes = catchKnowledgePushes();
    const queued = sourceView({ id: 'q', state: 'queued', name: 'Notes' });
    const server = show([queued]);
    await screen.findByText('Notes');
    expect(tagOf('q')).toBe('In queue');
    expect(pushes.count).toBe(1);

    await pushes.send(knowledgePush('q', 'learning', bot, 60));
    expect(tagOf('q')).toBe('Learning');
    expect(within(row('q')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    // A push for another container leaves this list alone.
    await pushes.send(knowledgePush('q', 'failed', { kind: 'notebook', id: 'n1' }));
    expect(tagOf('q')).toBe('Learning');

    const before = server.callsTo(LIST).length;
    server.on(LIST, () => ({
      code: 200,
      data: [
        { ...queued, ...sourceView({ id: 'q', state: 'failed', name: 'Notes', reason: 'No text was found in it' }) },
      ],
    }));
    await pushes.send(knowledgePush('q', 'failed', bot, 100, 'knowledge.empty'));
    expect(tagOf('q')).toBe('Failed');
    await waitFor(() => expect(server.callsTo(LIST).length).toBe(before + 1));
    expect(await within(row('q')).findByText('No text was found in it')).toBeTruthy();
  });

  it('retries a failed source, and offers only the moves its state allows', async () => {
    const failed = sourceView({ id: 'f', state: 'failed', name: 'Scan.pdf', reason: 'No text was found in it' });
    const server = show([failed]);
    server.on('cli/knowledge/v1/relearn', () => ({
      code: 200,
      data: { ...failed, ...sourceView({ id: 'f', state: 'queued', name: 'Scan.pdf' }) },
    }));
    await screen.findByText('Scan.pdf');
    openMenu('Scan.pdf');
    expect(await menuItem('Retry')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Cancel learning' })).toBeNull();
    fireEvent.click(within(row('f')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.callsTo('cli/knowledge/v1/relearn')).toHaveLength(1));
    expect(server.callsTo('cli/knowledge/v1/relearn')[0]!.json).toEqual({ id: 'f' });
  });

  it('cancels a source still learning', async () => {
    const learning = sourceView({ id: 'l', state: 'learning', name: 'Long book' });
    const server = show([learning]);
    server.on('cli/knowledge/v1/cancel', () => ({
      code: 200,
      data: { ...learning, ...sourceView({ id: 'l', state: 'cancelled', name: 'Long book' }) },
    }));
    await screen.findByText('Long book');
    openMenu('Long book');
    fireEvent.click(await menuItem('Cancel learning'));
    await waitFor(() => expect(server.callsTo('cli/knowledge/v1/cancel')).toHaveLength(1));
  });

  it('deletes only after the confirm', async () => {
    const server = show([sourceView({ id: 'x', name: 'Draft' })]);
    server.on('cli/knowledge/v1/del', () => ({ code: 200, data: true }));
    await screen.findByText('Draft');
    openMenu('Draft');
    fireEvent.click(await menuItem('Delete'));
    const [confirm] = await screen.findAllByText(/Delete “Draft”\?/);
    expect(server.callsTo('cli/knowledge/v1/del')).toHaveLength(0);
    const dialog = confirm!.closest('.ant-modal') as HTMLElement;
    server.on(LIST, () => ({ code: 200, data: [] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('cli/knowledge/v1/del')).toHaveLength(1));
    await waitFor(() => expect(row('x')).toBeNull());
  });

  it('lets the reader pick sources when selectable', async () => {
    const onSelectedChange = vi.fn();
    show([sourceView({ id: 'a', name: 'One' }), sourceView({ id: 'b', name: 'Two' })], {
      selectable: true,
      selected: ['a'],
      onSelectedChange,
    });
    await screen.findByText('One');
    expect((screen.getByRole('checkbox', { name: 'Use One' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use Two' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['a', 'b']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all sources' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['a', 'b']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use One' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([]);
  });
});
