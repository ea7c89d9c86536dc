import type { Editor } from '@tiptap/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import type { RenderWritingChat } from '../chat-slot.ts';
import { fakeWritingServer } from '../testing/fake-writing-server.ts';
import { stubRangeLayout } from '../testing/range-layout.ts';
import WritePage from '../WritePage.tsx';

stubRangeLayout();

const toasts: string[] = [];
const record = ({ content }: { content: string }) => void toasts.push(content);
setToaster({ error: record, warning: record, success: record, info: record } as unknown as Parameters<
  typeof setToaster
>[0]);

/** The studio with one document and a stand-in chat that shows what the panel hands it. */
function open() {
  const server = fakeWritingServer({ docs: [{ title: 'Tea', content: 'Oolong is half oxidized.' }] });
  useAuth.setState({ token: 'token-1', user: null });
  const renderChat = vi.fn<RenderWritingChat>((props) => (
    <p data-testid="chat-stand-in">
      {props.docId} | {props.intro} | {props.quoteIn?.text ?? 'no quote'}
    </p>
  ));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/editor/write', element: <WritePage renderChat={renderChat} /> }], {
    initialEntries: [`/editor/write?doc=${server.docs[0]!.id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { server, renderChat };
}

/** The Tiptap editor behind the page's text (Tiptap keeps it on its DOM node). */
async function editorOf(): Promise<Editor> {
  const dom = await screen.findByTestId('doc-editor', undefined, { timeout: 10_000 });
  const node = dom.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  await waitFor(() => expect(node?.editor).toBeTruthy());
  return node!.editor!;
}

const ctrlL = () => fireEvent.keyDown(window, { key: 'l', ctrlKey: true });

afterEach(() => {
  useAuth.setState({ token: null, user: null });
  useSettings.getState().reset();
  localStorage.clear();
  toasts.length = 0;
});

describe('the panel beside the editor', () => {
  it('shows the chat of the document first, and keeps the tab the writer chose', async () => {
    const { server } = open();
    const chat = await screen.findByTestId('chat-stand-in', undefined, { timeout: 10_000 });
    expect(chat.textContent).toContain(`${server.docs[0]!.id} | This chat reads your document`);
    expect(screen.queryByRole('complementary', { name: 'AI writing tools' })).toBeNull();

    fireEvent.click(screen.getByText('AI tools'));
    expect(await screen.findByRole('complementary', { name: 'AI writing tools' })).toBeTruthy();
    expect(useSettings.getState().write.chatTab).toBe('tools');
    // The chat stays mounted, hidden, so its conversation and typed text survive.
    expect(screen.getByTestId('write-chat').hidden).toBe(true);
  });

  it('quotes the selected text into the chat with Ctrl+L, switching to it', async () => {
    useSettings.getState().update('write', { chatTab: 'tools' });
    const { renderChat } = open();
    const editor = await editorOf();
    act(() => void editor.commands.setTextSelection({ from: 1, to: 7 }));
    ctrlL();
    await waitFor(() => expect(screen.getByTestId('chat-stand-in').textContent).toContain('| Oolong'));
    expect(screen.getByTestId('write-chat').hidden).toBe(false);
    expect(useSettings.getState().write.chatTab).toBe('chat');
    expect(renderChat.mock.lastCall![0].quoteIn).toEqual({ text: 'Oolong', at: expect.any(Number) });
  });

  it('says what to do when nothing is selected, and quotes nothing', async () => {
    open();
    const editor = await editorOf();
    act(() => void editor.commands.setTextSelection(3));
    ctrlL();
    await waitFor(() =>
      expect(toasts).toEqual(['Select some text in the document first, then press Ctrl+L to quote it.']),
    );
    expect(screen.getByTestId('chat-stand-in').textContent).toContain('no quote');
  });
});
