import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { fakeApi } from '@/test/fake-api.ts';
import type { ChatMessage } from '../state/types.ts';
import { PublishChatDialog } from './PublishChatDialog.tsx';

const turn = (tableId: number, question: string, published: string | null = null): ChatMessage[] => [
  {
    type: 'prompt',
    content: question,
    msgId: `p${tableId}`,
    sessionId: 's1',
    msgType: 'text',
    botId: '-1',
    done: true,
    format: 'markdown',
  },
  {
    type: 'response',
    content: `Answer ${tableId}`,
    msgId: `r${tableId}`,
    sessionId: 's1',
    msgType: 'text',
    botId: '-1',
    done: true,
    format: 'markdown',
    tableId,
    publishToHtmlUrl: published,
  },
];

const page = {
  sessionId: 's1',
  slug: 'abcdefghijklmnop',
  url: 'http://x/c/abcdefghijklmnop',
  title: 'Tea',
  turns: 1,
  publishedAt: '2026-11-25T10:00:00.000Z',
};

function show(messages: ChatMessage[]) {
  useAuth.setState({ token: 'token-1', user: null });
  const api = fakeApi({
    'cli/chatgpt/v1/shartHtml': () => ({ code: 200, data: page }),
    'cli/chatgpt/v1/reomveShartHtml': () => ({ code: 200, data: { sessionId: 's1', publishedAt: null } }),
    'cli/chatgpt/v1/sharedChats': () => ({ code: 200, data: { records: [] } }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <PublishChatDialog sessionId="s1" title="Tea" messages={messages} onClose={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return api;
}

const form = (body: string | null) => Object.fromEntries(new URLSearchParams(body ?? ''));

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
});

describe('publishing a chat', () => {
  it('publishes the chosen turns only, then shows the link and takes the page down', async () => {
    const api = show([...turn(7, 'What is oolong?'), ...turn(9, 'Where is it grown?')]);
    const dialog = await screen.findByRole('dialog', { name: 'Publish this chat as a page' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'What is oolong?' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByTestId('published-link')).toHaveProperty(
      'textContent',
      expect.stringContaining(page.url),
    );
    expect(form(api.calls.find((call) => call.path === 'cli/chatgpt/v1/shartHtml')!.body)).toEqual({
      sessionId: 's1',
      tableIds: '9',
      title: 'Tea',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Take the page down' }));
    expect(await within(dialog).findByText('The page is down: its link answers “not found”.')).toBeTruthy();
    expect(form(api.calls.find((call) => call.path === 'cli/chatgpt/v1/reomveShartHtml')!.body)).toEqual({
      sessionId: 's1',
    });
  });

  it('sends no list when every turn is chosen, and will not publish none', async () => {
    const api = show(turn(7, 'What is oolong?', 'http://x/c/old'));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    // Already published: the link shows, and the button updates the page.
    expect(within(dialog).getByTestId('published-link').textContent).toContain('http://x/c/old');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All' }));
    expect(within(dialog).getByText('Choose at least one turn.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Update the page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'All' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update the page' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === 'cli/chatgpt/v1/shartHtml')).toBe(true));
    expect(form(api.calls.find((call) => call.path === 'cli/chatgpt/v1/shartHtml')!.body)).toEqual({
      sessionId: 's1',
      title: 'Tea',
    });
  });
});
