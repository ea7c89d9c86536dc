import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { fakeViewport } from '@/test/viewport.ts';
import { useChats } from './state/chats.ts';
import { fakeChatServer } from './testing/fake-chat-server.ts';
import { WritingChat, type WritingChatProps } from './WritingChat.tsx';

fakeViewport({ offsetHeight: 700, offsetWidth: 400, clientHeight: 700, clientWidth: 400 });

beforeEach(() => {
  useChats.getState().clear();
  useAuth.getState().setSession('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
});

function show(server: ReturnType<typeof fakeChatServer>, props: Partial<WritingChatProps> = {}) {
  server.onStream((body) =>
    streamResponse([
      sseText([
        { code: 200, end: false, data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: 's1', model: 'm' } },
        { code: 200, end: false, data: { type: 'text', content: 'Your opening is slow.' } },
        { code: 200, end: true, data: { type: 'done' } },
      ]),
    ]),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (extra: Partial<WritingChatProps> = {}) => (
    <QueryClientProvider client={client}>
      <App>
        <WritingChat
          docId="doc-1"
          intro="This chat reads your document."
          suggestions={['What is weak?']}
          {...props}
          {...extra}
        />
      </App>
    </QueryClientProvider>
  );
  return render(view());
}

/** The chat again, handed a quote as the editor would. */
const quoting = (quoteIn: WritingChatProps['quoteIn']) => (
  <QueryClientProvider client={new QueryClient()}>
    <App>
      <WritingChat docId="doc-1" intro="i" suggestions={[]} quoteIn={quoteIn} />
    </App>
  </QueryClientProvider>
);

const textbox = () => screen.findByRole('textbox', undefined, { timeout: 10_000 });

describe('the chat beside the writing editor', () => {
  it('asks in a conversation filed under the document, which the server reads', { timeout: 20_000 }, async () => {
    const server = fakeChatServer();
    show(server);
    await waitFor(() => expect(server.callsTo('cli/chat/topic/v1/page')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('cli/chat/topic/v1/page')[0]!.body!)).toMatchObject({
      features: 'write',
      projectId: 'doc-1',
    });
    expect(await screen.findByText('This chat reads your document.', undefined, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /What is weak\?/ }));
    const box = (await textbox()) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('What is weak?'));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('cli/chat/topic/v1/create')[0]!.body!)).toEqual({
      botId: '-1',
      pageInfo: { page: 'write', id: 'doc-1' },
    });
    expect(JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!)).toMatchObject({
      prompt: 'What is weak?',
      features: 'write',
      projectId: 'doc-1',
    });
    expect(await screen.findByText('Your opening is slow.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('takes a quote handed over by the editor once, and sends it with the question', { timeout: 20_000 }, async () => {
    const server = fakeChatServer();
    const view = show(server, { quoteIn: { text: 'The tea was cold.', at: 1 } });
    expect(await screen.findByTestId('composer-quote', undefined, { timeout: 10_000 })).toHaveProperty(
      'textContent',
      expect.stringContaining('The tea was cold.'),
    );
    // A second quote is added after the first; the same one handed again is not.
    view.rerender(quoting({ text: 'It rained.', at: 2 }));
    await waitFor(() =>
      expect(screen.getByTestId('composer-quote').textContent).toContain('The tea was cold.\n\nIt rained.'),
    );
    view.rerender(quoting({ text: 'It rained.', at: 2 }));
    expect(screen.getByTestId('composer-quote').textContent).not.toContain('It rained.\n\nIt rained.');
    const box = await textbox();
    fireEvent.change(box, { target: { value: 'Is this sentence clear?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!)).toMatchObject({
      quoteInfo: 'The tea was cold.\n\nIt rained.',
    });
  });
});
