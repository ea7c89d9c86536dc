import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import { useThemeOverride } from '@/shared/stores/theme-override.ts';
import EmbedChatPage from './EmbedChatPage.tsx';

/** The visitor page against a stand-in of the role-b calls (only the network is replaced). */
type Record = { tableId: number; input: string; response: string };
let history: Record[];
let sseAnswer: () => Response;
const asked: unknown[] = [];
const addresses: URL[] = [];
const bodies = new Map<URL, string>();

const face = {
  tableId: 'b1',
  name: 'Tea guide',
  avatar: '🍵',
  greeting: 'Welcome!',
  description: 'Teas',
  showKnowledge: false,
};
const record = (r: Record) => ({
  msgId: `m${r.tableId}`,
  status: 'ok',
  error: null,
  sources: [],
  files: [],
  createTime: '2026-01-01T00:00:00Z',
  ...r,
});

beforeEach(() => {
  localStorage.clear();
  history = [];
  asked.length = 0;
  addresses.length = 0;
  bodies.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const address = new URL(String(input), 'http://localhost');
      addresses.push(address);
      if (typeof init?.body === 'string') bodies.set(address, init.body);
      const path = address.pathname.replace(/^\/api\//, '');
      if (path === 'cli/chat/bot/v1/getToB/b1') return jsonResponse({ code: 200, msg: 'ok', data: face });
      if (path === 'cli/chatgpt/v1/getTmpUid') return jsonResponse({ code: 200, msg: 'ok', data: 'v-visitor' });
      if (path === 'cli/chatgpt/v1/pageToB')
        return jsonResponse({
          code: 200,
          msg: 'ok',
          data: { records: [...history].reverse().map(record), total: history.length, current: 1, size: 50, pages: 1 },
        });
      if (path === 'cli/chatgpt/v1/sseToB') {
        asked.push(JSON.parse(String(init?.body)));
        return sseAnswer();
      }
      return jsonResponse({ code: 404, msg: 'none' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(address = '/bot/b/b1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/bot/b/:id', element: <EmbedChatPage /> }], {
    initialEntries: [address],
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

describe('the visitor page', () => {
  it('greets first, streams the answer without citations when the bot hides them, and keeps the id', async () => {
    sseAnswer = () => {
      history.push({ tableId: 1, input: 'Green tea?', response: 'Green tea is 5 yuan.' });
      return streamResponse([
        sseText([
          {
            code: 200,
            end: false,
            data: { type: 'start', msgId: 'm1', tableId: 1, sessionId: 'v-visitor', model: 'gpt3.5' },
          },
          { code: 200, end: false, data: { type: 'text', content: 'Green tea is 5 yuan.' } },
          {
            code: 200,
            end: false,
            data: { type: 'source', source: { index: 1, title: 'Menu', quote: 'green tea 5' } },
          },
          { code: 200, end: true, data: { type: 'done', msgId: 'm1', tableId: 1, status: 'ok' } },
        ]),
      ]);
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tea guide' })).toBeTruthy();
    expect(screen.getByText('Welcome!')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Type your question…' });
    await waitFor(() => expect(localStorage.getItem('inkstone.embed.visitor.b1')).toBe('v-visitor'));
    fireEvent.change(box, { target: { value: 'Green tea?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Green tea is 5 yuan.')).toBeTruthy();
    expect(asked).toEqual([{ botId: 'b1', tmpUid: 'v-visitor', prompt: 'Green tea?' }]);
    expect(screen.queryByText(/green tea 5/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Sources' })).toBeNull();
  });

  it('shows a refusal in the server’s words and gives the question back', async () => {
    sseAnswer = () =>
      jsonResponse({ code: 429, msg: 'You are sending messages too fast; please wait 30 s', type: 'WARN' }, 429);
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Type your question…' });
    await waitFor(() => expect(localStorage.getItem('inkstone.embed.visitor.b1')).toBe('v-visitor'));
    fireEvent.change(box, { target: { value: 'Once more' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('You are sending messages too fast; please wait 30 s')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Once more'));
  });
});

describe('a returning visitor', () => {
  it('has the kept id renewed once per visit and pages the history with the renewed one', async () => {
    localStorage.setItem('inkstone.embed.visitor.b1', 'v-kept');
    renderPage();
    await screen.findByText('Welcome!');
    const asks = () => addresses.filter((address) => address.pathname.endsWith('/getTmpUid'));
    await waitFor(() => expect(asks()).toHaveLength(1));
    expect(asks()[0]!.searchParams.get('tmpUid')).toBe('v-kept');
    await waitFor(() => expect(localStorage.getItem('inkstone.embed.visitor.b1')).toBe('v-visitor'));
    const pages = () => addresses.filter((address) => address.pathname.endsWith('/pageToB'));
    await waitFor(() => expect(pages().length).toBeGreaterThan(0));
    for (const page of pages()) expect(JSON.parse(bodies.get(page)!)).toMatchObject({ tmpUid: 'v-visitor' });
  });
});

describe('the visitor page’s look', () => {
  const matchMedia = window.matchMedia;
  /** The visitor's system prefers dark (jsdom's stand-in answers no to every other query). */
  const lend = (value: typeof matchMedia) => Object.defineProperty(window, 'matchMedia', { configurable: true, value });
  function systemPrefersDark() {
    lend((query: string) => ({ ...matchMedia(query), matches: query === '(prefers-color-scheme: dark)' }));
  }
  afterEach(() => lend(matchMedia));
  const isDark = () => useThemeOverride.getState().isDark;

  it('follows the visitor’s system when the site asks for nothing, and lets go when it closes', async () => {
    systemPrefersDark();
    const page = renderPage();
    await screen.findByText('Welcome!');
    expect(isDark()).toBe(true);
    page.unmount();
    // The app's own setting applies again on every other page.
    expect(isDark()).toBeNull();
  });

  it('takes the look the embedding site asks for over the system’s', async () => {
    systemPrefersDark();
    const light = renderPage('/bot/b/b1?theme=light');
    await screen.findByText('Welcome!');
    expect(isDark()).toBe(false);
    light.unmount();
    lend(matchMedia);
    renderPage('/bot/b/b1?theme=dark');
    await screen.findByText('Welcome!');
    expect(isDark()).toBe(true);
  });
});
