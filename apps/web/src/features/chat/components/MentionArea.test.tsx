import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MentionOption, MentionPick, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { NotebookChat } from '../NotebookChat.tsx';
import { useChats } from '../state/chats.ts';
import { fakeChatServer } from '../testing/fake-chat-server.ts';

beforeEach(() => {
  useChats.getState().clear();
  useAuth.getState().setSession('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
});

const entries: MentionOption[] = [
  { id: 's1', group: 'source', label: 'Tea history' },
  { id: 's2', group: 'source', label: '茶的历史' },
  { id: 'n1', group: 'note', label: 'Tea reading notes', detail: 'Green tea is not oxidized' },
];

function provider() {
  return {
    groups: [
      { key: 'source', title: 'Sources' },
      { key: 'note', title: 'Notes' },
    ],
    useMatches: (query) => ({
      options: entries.filter((entry) => entry.label.toLowerCase().includes(query.toLowerCase())),
      loading: false,
    }),
    pick: vi.fn((option: MentionOption) =>
      Promise.resolve<MentionPick>(option.group === 'note' ? { quote: 'Green tea is not oxidized.' } : { chip: true }),
    ),
    unpick: vi.fn<(option: MentionOption) => void>(),
    words: { list: 'Mention', empty: 'Nothing matches', loading: 'Searching', chips: 'Mentioned' },
  } satisfies MentionProvider;
}

function show(mentions = provider()) {
  const server = fakeChatServer();
  server.onStream((body) =>
    streamResponse([
      sseText([
        { code: 200, end: false, data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: 's1', model: 'm' } },
        { code: 200, end: false, data: { type: 'text', content: 'Answer' } },
        { code: 200, end: true, data: { type: 'done' } },
      ]),
    ]),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <NotebookChat
          notebookId="nb-1"
          sourceIds={undefined}
          suggestions={[]}
          onCitation={vi.fn()}
          mentions={mentions}
        />
      </App>
    </QueryClientProvider>,
  );
  return { server, mentions };
}

const textbox = async () => (await screen.findByRole('textbox', undefined, { timeout: 10_000 })) as HTMLTextAreaElement;
const type = (box: HTMLTextAreaElement, value: string) => fireEvent.change(box, { target: { value } });
const options = () => within(screen.getByRole('listbox', { name: 'Mention' })).queryAllByRole('option');
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true')?.textContent;

describe('the composer’s @ menu', () => {
  it('lists what the page offers, grouped, filtered by the word after the @', { timeout: 40_000 }, async () => {
    show();
    const box = await textbox();
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, 'Compare @');
    expect(options().map((option) => option.textContent)).toEqual([
      'Tea history',
      '茶的历史',
      'Tea reading notesGreen tea is not oxidized',
    ]);
    expect(screen.getByRole('group', { name: 'Sources' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    type(box, 'Compare @茶');
    expect(options().map((option) => option.textContent)).toEqual(['茶的历史']);
    type(box, 'Compare @xyz');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    // An email address is no mention.
    type(box, 'mail me@example.com');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows, picks with Enter or Tab, and closes with Escape', { timeout: 40_000 }, async () => {
    const { mentions, server } = show();
    const box = await textbox();
    type(box, 'Why @tea');
    expect(selected()).toBe('Tea history');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()).toMatch(/^Tea reading notes/);
    expect(box.getAttribute('aria-activedescendant')).toBe(
      options().find((option) => option.getAttribute('aria-selected') === 'true')!.id,
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()).toBe('Tea history');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(selected()).toMatch(/^Tea reading notes/);

    // Enter picks the note: its text becomes the question's quote, the @word leaves the text.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(mentions.pick).toHaveBeenCalledWith(entries[2]);
    expect(await screen.findByTestId('composer-quote')).toHaveProperty(
      'textContent',
      expect.stringContaining('Green tea is not oxidized.'),
    );
    await waitFor(() => expect(box.value).toBe('Why '));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(0);

    // Tab picks a source: a chip.
    type(box, 'Why @tea h');
    type(box, 'Why @tea');
    fireEvent.keyDown(box, { key: 'Tab' });
    const chips = await screen.findByRole('list', { name: 'Mentioned' });
    expect(chips.textContent).toBe('@Tea history');

    // Escape closes the menu, and Enter then sends.
    type(box, 'Why is it so? @x');
    type(box, 'Why is it so? @');
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type(box, 'Why is it so? @t');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    const body = JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!) as Record<string, unknown>;
    expect(body).toMatchObject({ prompt: 'Why is it so? @t' });
    expect(body.quoteInfo).toContain('Green tea is not oxidized.');
    // Sent: the chips and the quote go.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Mentioned' })).toBeNull());
    expect(screen.queryByTestId('composer-quote')).toBeNull();
  });

  it('picks with a click; a chip removed is unpicked', { timeout: 40_000 }, async () => {
    const { mentions } = show();
    const box = await textbox();
    type(box, '@');
    fireEvent.click(screen.getByRole('option', { name: '茶的历史' }));
    const chips = await screen.findByRole('list', { name: 'Mentioned' });
    expect(box.value).toBe('');
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove 茶的历史' }));
    expect(mentions.unpick).toHaveBeenCalledWith(entries[1]);
    expect(screen.queryByRole('list', { name: 'Mentioned' })).toBeNull();
  });

  it('without a provider, @ is only a character', { timeout: 40_000 }, async () => {
    fakeChatServer();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <NotebookChat notebookId="nb-1" sourceIds={undefined} suggestions={[]} onCitation={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    const box = await textbox();
    type(box, '@');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
