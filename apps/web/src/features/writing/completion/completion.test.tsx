import type { Editor } from '@tiptap/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { fakeWritingServer } from '../testing/fake-writing-server.ts';
import { stubRangeLayout } from '../testing/range-layout.ts';
import WritePage from '../WritePage.tsx';
import { PAUSE_MS, resumeCompletion } from './use-completion.ts';

stubRangeLayout();

const toasts: string[] = [];
const record = ({ content }: { content: string }) => void toasts.push(content);
setToaster({ error: record, warning: record, success: record, info: record } as unknown as Parameters<
  typeof setToaster
>[0]);

/** The studio with one document; cli/write/v1/complete answers `answers` in turn (data, or a whole response). */
function open(answers: unknown[]) {
  const server = fakeWritingServer({ docs: [{ title: 'Tea', content: 'Oolong is half oxidized.' }] });
  const inner = globalThis.fetch;
  const asked: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('cli/write/v1/complete')) return inner(input, init);
    asked.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const data = answers.shift() ?? { status: 'none', text: '' };
    return Promise.resolve(data instanceof Response ? data : Response.json({ code: 200, msg: 'success', data }));
  });
  useAuth.setState({ token: 'token-1', user: null });
  const router = createMemoryRouter([{ path: '/editor/write', element: <WritePage /> }], {
    initialEntries: [`/editor/write?doc=${server.docs[0]!.id}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, asked };
}

async function editorOf(): Promise<Editor> {
  const dom = await screen.findByTestId('doc-editor', undefined, { timeout: 10_000 });
  const node = dom.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  await waitFor(() => expect(node?.editor).toBeTruthy());
  return node!.editor!;
}

/** Types at the end of the text, as the writer would. */
const typeAtEnd = (editor: Editor, text: string) =>
  act(() => void editor.chain().focus('end').insertContent(text).run());
const ghost = () => screen.queryByTestId('ghost-text');
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS + 300));

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
  useSettings.getState().reset();
  localStorage.clear();
  toasts.length = 0;
  resumeCompletion();
});

describe('suggestions as you type', () => {
  it('show after a pause as ghost text at the cursor; Tab takes it into the text', async () => {
    const { asked, server } = open([{ status: 'ok', text: ' It is rolled by hand.' }]);
    const editor = await editorOf();
    typeAtEnd(editor, ' Grown in Anxi.');
    await waitFor(() => expect(ghost()?.textContent).toBe(' It is rolled by hand.'), { timeout: 5_000 });
    expect(asked).toEqual([
      { before: 'Oolong is half oxidized. Grown in Anxi.', after: '', docId: server.docs[0]!.id },
    ]);
    expect(editor.getText()).toBe('Oolong is half oxidized. Grown in Anxi.');

    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    expect(editor.getText()).toBe('Oolong is half oxidized. Grown in Anxi. It is rolled by hand.');
    expect(ghost()).toBeNull();
  });

  it('go away when the writer types on or presses Escape, and nothing is inserted', async () => {
    open([
      { status: 'ok', text: ' One.' },
      { status: 'ok', text: ' Two.' },
    ]);
    const editor = await editorOf();
    typeAtEnd(editor, ' More');
    await waitFor(() => expect(ghost()?.textContent).toBe(' One.'), { timeout: 5_000 });
    typeAtEnd(editor, ' words');
    expect(ghost()).toBeNull();
    await waitFor(() => expect(ghost()?.textContent).toBe(' Two.'), { timeout: 5_000 });
    fireEvent.keyDown(editor.view.dom, { key: 'Escape' });
    expect(ghost()).toBeNull();
    expect(editor.getText()).toBe('Oolong is half oxidized. More words');
  });

  it('without a provider stop, the switch saying why, and ask no more', async () => {
    const { asked } = open([{ status: 'offline', text: '', notice: 'Set OPENAI_API_KEY for suggestions.' }]);
    const editor = await editorOf();
    typeAtEnd(editor, ' First.');
    const button = await screen.findByRole(
      'button',
      { name: 'Set OPENAI_API_KEY for suggestions.' },
      { timeout: 5_000 },
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    typeAtEnd(editor, ' Second.');
    await pause();
    expect(asked).toHaveLength(1);
    expect(ghost()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('past the hourly limit stop with the server’s words', async () => {
    const limited = { code: 429, msg: 'Suggestions as you type are paused: at most 3 an hour.' };
    const { asked } = open([Response.json(limited, { status: 429 })]);
    const editor = await editorOf();
    typeAtEnd(editor, ' First.');
    await waitFor(() => expect(toasts).toEqual(['Suggestions as you type are paused: at most 3 an hour.']), {
      timeout: 5_000,
    });
    typeAtEnd(editor, ' Second.');
    await pause();
    expect(asked).toHaveLength(1);
  });

  it('are not asked for with the switch off', async () => {
    useSettings.getState().update('write', { editorCompletion: false });
    const { asked } = open([{ status: 'ok', text: ' Never.' }]);
    const editor = await editorOf();
    expect(screen.getByRole('button', { name: /Suggestions as you type/ }).getAttribute('aria-pressed')).toBe('false');
    typeAtEnd(editor, ' Quiet.');
    await pause();
    expect(asked).toHaveLength(0);
  });
});
