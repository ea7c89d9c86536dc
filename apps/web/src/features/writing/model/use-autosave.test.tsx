import type { Editor } from '@tiptap/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { fakeWritingServer } from '../testing/fake-writing-server.ts';
import { stubRangeLayout } from '../testing/range-layout.ts';
import WritePage from '../WritePage.tsx';
import { LIST_REFRESH_MS } from './use-autosave.ts';

stubRangeLayout();

afterEach(() => {
  useAuth.setState({ token: null, user: null });
  useSettings.getState().reset();
  localStorage.clear();
});

describe('the document list while the writer types', () => {
  it('is fetched again once the writer pauses, not after every save', { timeout: 20_000 }, async () => {
    // Suggestions as you type would add calls of their own: off here.
    useSettings.getState().update('write', { editorCompletion: false });
    const server = fakeWritingServer({ docs: [{ title: 'Tea', content: 'Oolong.' }] });
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
    const dom = await screen.findByTestId('doc-editor', undefined, { timeout: 10_000 });
    const node = dom.querySelector('.ProseMirror') as HTMLElement & { editor?: Editor };
    await waitFor(() => expect(node.editor).toBeTruthy());
    await waitFor(() => expect(server.callsTo('cli/write/doc/v1/page').length).toBeGreaterThan(0));
    const listed = server.callsTo('cli/write/doc/v1/page').length;

    act(() => void node.editor!.chain().focus('end').insertContent(' Half oxidized.').run());
    await waitFor(() => expect(server.callsTo('cli/write/doc/v1/update')).toHaveLength(1), { timeout: 5_000 });
    act(() => void node.editor!.chain().focus('end').insertContent(' Rolled.').run());
    await waitFor(() => expect(server.callsTo('cli/write/doc/v1/update')).toHaveLength(2), { timeout: 5_000 });
    expect(server.callsTo('cli/write/doc/v1/page')).toHaveLength(listed);

    await waitFor(() => expect(server.callsTo('cli/write/doc/v1/page')).toHaveLength(listed + 1), {
      timeout: LIST_REFRESH_MS + 2_000,
    });
  });
});
