import type { Source } from '@inkstone/contract/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { fakeViewport } from '@/test/viewport.ts';
import { NotebookChat, type NotebookChatProps } from './NotebookChat.tsx';
import { useChats } from './state/chats.ts';
import { fakeChatServer } from './testing/fake-chat-server.ts';

fakeViewport({ offsetHeight: 700, offsetWidth: 400, clientHeight: 700, clientWidth: 400 });

beforeEach(() => {
  useChats.getState().clear();
  useAuth.getState().setSession('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
});

const cited: Source = { index: 1, title: 'Tea notes', sourceId: 'tea', ordinal: 2, quote: 'Black tea is oxidized.' };

function show(props: Partial<NotebookChatProps> = {}) {
  const server = fakeChatServer();
  server.onStream((body) =>
    streamResponse([
      sseText([
        {
          code: 200,
          end: false,
          data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: 's1', model: 'gpt3.5' },
        },
        { code: 200, end: false, data: { type: 'source', source: cited } },
        { code: 200, end: false, data: { type: 'text', content: 'Black tea is oxidized [1]' } },
        { code: 200, end: true, data: { type: 'done' } },
      ]),
    ]),
  );
  const onCitation = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <NotebookChat
          notebookId="nb-1"
          sourceIds={undefined}
          suggestions={['What is black tea?']}
          onCitation={onCitation}
          {...props}
        />
      </App>
    </QueryClientProvider>,
  );
  return { server, onCitation };
}

const textbox = () => screen.findByRole('textbox', undefined, { timeout: 10_000 });
const streamBody = (server: ReturnType<typeof fakeChatServer>) =>
  JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!) as Record<string, unknown>;

describe('notebook chat', () => {
  it(
    'asks from a suggestion in a conversation filed under the notebook, with the chosen sources; citations open them',
    { timeout: 20_000 },
    async () => {
      const { server, onCitation } = show({ sourceIds: ['tea'] });
      // A first visit looks for the latest conversation in this notebook.
      await waitFor(() => expect(server.callsTo('cli/chat/topic/v1/page')).toHaveLength(1));
      expect(JSON.parse(server.callsTo('cli/chat/topic/v1/page')[0]!.body!)).toMatchObject({
        features: 'notebook',
        projectId: 'nb-1',
      });
      fireEvent.click(await screen.findByRole('button', { name: /What is black tea\?/ }));
      const box = (await textbox()) as HTMLTextAreaElement;
      await waitFor(() => expect(box.value).toBe('What is black tea?'));
      fireEvent.keyDown(box, { key: 'Enter' });

      await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
      expect(JSON.parse(server.callsTo('cli/chat/topic/v1/create')[0]!.body!)).toEqual({
        botId: '-1',
        pageInfo: { page: 'notebook', id: 'nb-1' },
      });
      expect(server.callsTo('cli/chat/topic/v1/getMsgId')).toHaveLength(0);
      expect(streamBody(server)).toMatchObject({
        prompt: 'What is black tea?',
        sessionId: 's1',
        features: 'notebook',
        projectId: 'nb-1',
        sourceIds: ['tea'],
      });

      // The mark in the text and the entry under the answer both open the cited passage.
      const mark = await screen.findByRole('button', { name: 'Open source 1: Tea notes' }, { timeout: 10_000 });
      fireEvent.click(mark);
      expect(onCitation).toHaveBeenCalledWith(cited);
      const list = screen.getByRole('region', { name: 'Sources' });
      fireEvent.click(within(list).getByRole('button', { name: 'Tea notes' }));
      expect(onCitation).toHaveBeenCalledTimes(2);
      // No history drawer in a panel.
      expect(screen.queryByRole('button', { name: 'Chat history' })).toBeNull();
    },
  );

  it('leaves sourceIds out while every source counts, and warns when none is chosen', { timeout: 20_000 }, async () => {
    const { server } = show({ sourceIds: [] });
    expect(await screen.findByTestId('no-sources-chosen')).toBeTruthy();
    const box = await textbox();
    fireEvent.change(box, { target: { value: 'Anything?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    expect(streamBody(server).sourceIds).toEqual([]);
  });

  it('left and opened again, goes on with its conversation; left, it may be dropped', { timeout: 20_000 }, async () => {
    const { server } = show();
    const box = await textbox();
    fireEvent.change(box, { target: { value: 'First question' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByRole('button', { name: 'Open source 1: Tea notes' }, { timeout: 10_000 });
    cleanup();
    expect(useChats.getState().active).toEqual({});
    // The server now lists the conversation begun above; the client still holds it.
    server.setTopics([
      {
        msgId: 's1',
        topic: 'First',
        roleId: '-1',
        features: 'notebook',
        projectId: 'nb-1',
        updateTime: '',
        pinned: false,
      },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <NotebookChat notebookId="nb-1" sourceIds={undefined} suggestions={[]} onCitation={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    // In the conversation itself (the header shows the question too, as the conversation's title).
    const list = await screen.findByRole('log', undefined, { timeout: 10_000 });
    expect(await within(list).findByText('First question', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(useChats.getState().chats).toHaveLength(1);
  });

  it('picks up the latest conversation in the notebook', { timeout: 20_000 }, async () => {
    const server = fakeChatServer();
    server.setTopics([
      {
        msgId: 'old-session',
        topic: 'Tea',
        roleId: '-1',
        features: 'notebook',
        projectId: 'nb-1',
        updateTime: '2026-01-01 10:00:00',
        pinned: false,
      },
    ]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <App>
          <NotebookChat notebookId="nb-1" sourceIds={undefined} suggestions={[]} onCitation={vi.fn()} />
        </App>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/page')).toHaveLength(1));
    const chat = useChats.getState().chats[0];
    expect(chat).toMatchObject({ sessionId: 'old-session', pageInfo: { page: 'notebook', id: 'nb-1' } });
  });
});
