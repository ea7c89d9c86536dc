import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { fakeWritingServer } from '../testing/fake-writing-server.ts';
import { stubRangeLayout } from '../testing/range-layout.ts';
import WritePage from '../WritePage.tsx';

stubRangeLayout();

/** The studio with one document, and sseTool answering with `frames`; returns the bodies sent. */
function open(frames: unknown[]) {
  const server = fakeWritingServer({ docs: [{ title: 'Tea', content: 'Oolong is half oxidized.' }] });
  const inner = globalThis.fetch;
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('cli/write/v1/sseTool')) return inner(input, init);
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Promise.resolve(streamResponse([sseText(frames)]));
  });
  useAuth.setState({ token: 'token-1', user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const id = server.docs[0]!.id;
  const router = createMemoryRouter([{ path: '/editor/write', element: <WritePage /> }], {
    initialEntries: [`/editor/write?doc=${id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, sent, id };
}

const panel = () => screen.findByRole('complementary', { name: 'AI writing tools' }, { timeout: 10_000 });
const start = (tool: string) => ({ code: 200, end: false, data: { type: 'start', tool, model: 'gpt3.5' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
  useSettings.getState().reset();
  localStorage.clear();
});

describe('the AI tools beside the editor', () => {
  it('polishes the whole document when nothing is selected, streams the result and inserts it below', async () => {
    const { sent, server } = open([
      start('polish'),
      { code: 200, end: false, data: { type: 'text', content: 'Oolong is a partly ' } },
      { code: 200, end: false, data: { type: 'text', content: 'oxidized tea.' } },
      {
        code: 200,
        end: true,
        data: {
          type: 'done',
          tool: 'polish',
          status: 'ok',
          text: 'Oolong is a partly oxidized tea.',
          truncated: false,
        },
      },
    ]);
    const ai = await panel();
    expect(within(ai).getByTestId('ai-scope').textContent).toBe(
      'Nothing selected: the tools work on the whole document.',
    );
    fireEvent.click(within(ai).getByRole('button', { name: 'Polish' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tool: 'polish', text: 'Oolong is half oxidized.', docId: server.docs[0]!.id });
    const result = await within(ai).findByTestId('ai-result');
    await waitFor(() => expect(result.textContent).toContain('Oolong is a partly oxidized tea.'));
    fireEvent.click(within(result).getByRole('button', { name: 'Insert below' }));
    const editor = screen.getByTestId('doc-editor');
    await waitFor(() => expect(editor.textContent).toContain('Oolong is a partly oxidized tea.'));
    expect(editor.textContent).toContain('Oolong is half oxidized.');
    // The autosave sends the document with the result in it.
    await waitFor(() => expect(server.docs[0]!.content).toContain('Oolong is a partly oxidized tea.'), {
      timeout: 5_000,
    });
  });

  it('says plainly that no model is configured, and offers nothing to insert', async () => {
    const { server } = open([
      start('polish'),
      { code: 200, end: false, data: { type: 'notice', content: 'Set OPENAI_API_KEY to use the AI tools.' } },
      { code: 200, end: true, data: { type: 'done', tool: 'polish', status: 'offline', text: '', truncated: false } },
    ]);
    const ai = await panel();
    fireEvent.click(within(ai).getByRole('button', { name: 'Continue' }));
    const result = await within(ai).findByTestId('ai-result');
    expect(await within(result).findByText('No AI model is configured')).toBeTruthy();
    expect(within(result).getByText('Set OPENAI_API_KEY to use the AI tools.')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Insert below' })).toBeNull();
    expect(server.docs[0]!.content).toBe('Oolong is half oxidized.');
  });

  it('offers suggested titles that become the document’s title', async () => {
    const { server } = open([
      start('titles'),
      {
        code: 200,
        end: true,
        data: {
          type: 'done',
          tool: 'titles',
          status: 'ok',
          text: '1. A cup of oolong\n2. Half oxidized',
          items: ['A cup of oolong', 'Half oxidized'],
          truncated: false,
        },
      },
    ]);
    const ai = await panel();
    fireEvent.click(within(ai).getByRole('button', { name: 'Suggest titles' }));
    fireEvent.click(await within(ai).findByRole('button', { name: 'A cup of oolong' }));
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('A cup of oolong');
    await waitFor(() => expect(server.docs[0]!.title).toBe('A cup of oolong'), { timeout: 5_000 });
  });
});
