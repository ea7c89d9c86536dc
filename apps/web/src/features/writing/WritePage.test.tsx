import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { fakeWritingServer } from './testing/fake-writing-server.ts';
import WritePage from './WritePage.tsx';

function renderPage(path = '/editor/write', signedIn = true) {
  useAuth.setState({ token: signedIn ? 'token-1' : null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/editor/write', element: <WritePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

/** Toasts, as the app's toast host would show them. */
const toasts: string[] = [];
const record = ({ content }: { content: string }) => void toasts.push(content);
setToaster({ error: record, warning: record, success: record, info: record } as unknown as Parameters<
  typeof setToaster
>[0]);

const list = () => screen.getByRole('navigation', { name: 'Documents' });
const titleField = () => screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuth.setState({ token: null, user: null });
  useSettings.getState().update('write', { listShown: true });
  localStorage.clear();
});

describe('the writing studio', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const server = fakeWritingServer();
    renderPage('/editor/write', false);
    expect(await screen.findByRole('button', { name: 'Sign in to write' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('starts a new document, opens it with its title ready, and saves a new title with the revision', async () => {
    const server = fakeWritingServer();
    const router = renderPage();
    expect(await screen.findByText('No documents yet. Start with a new one.')).toBeTruthy();
    fireEvent.click(within(list()).getByRole('button', { name: /New document/ }));
    const title = (await titleField()) as HTMLInputElement;
    expect(title.value).toBe('Untitled document');
    expect(JSON.parse(server.callsTo('cli/write/doc/v1/create')[0]!.body!)).toEqual({
      title: 'Untitled document',
      groupId: null,
    });
    expect(router.state.location.search).toMatch(/^\?doc=d\d+$/);
    await waitFor(() => expect(document.activeElement).toBe(title));

    fireEvent.change(title, { target: { value: 'Spring tea notes' } });
    await waitFor(() => expect(server.callsTo('cli/write/doc/v1/update')).toHaveLength(1), { timeout: 5_000 });
    expect(JSON.parse(server.callsTo('cli/write/doc/v1/update')[0]!.body!)).toMatchObject({
      title: 'Spring tea notes',
      revision: 0,
      content: '',
    });
    expect(await within(list()).findByText('Spring tea notes')).toBeTruthy();
    expect(screen.getByTestId('save-status').textContent).toContain('Saved');

    // An empty title is not sent; the field says why.
    fireEvent.change(title, { target: { value: '   ' } });
    expect(screen.getByText('The title cannot be empty; the last title is kept until you type one.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(server.callsTo('cli/write/doc/v1/update')).toHaveLength(1);
  });

  it('finds documents by their text, moves one to the trash and restores it', async () => {
    const server = fakeWritingServer({
      docs: [
        { title: 'Oolong', content: 'Oolong is half oxidized.' },
        { title: 'Green tea', content: 'Green tea is steamed or pan-fired.' },
      ],
    });
    renderPage();
    expect(await within(list()).findByText('Oolong')).toBeTruthy();
    fireEvent.change(within(list()).getByRole('textbox', { name: 'Search titles and text' }), {
      target: { value: 'steamed' },
    });
    await waitFor(() => expect(within(list()).queryByText('Oolong')).toBeNull());
    expect(within(list()).getByText('Green tea')).toBeTruthy();
    expect(JSON.parse(server.callsTo('cli/write/doc/v1/page').at(-1)!.body!)).toMatchObject({ searchValue: 'steamed' });

    fireEvent.click(within(list()).getByRole('button', { name: 'Actions for “Green tea”' }));
    fireEvent.click(await screen.findByText('Delete'));
    await waitFor(() => expect(toasts).toContain('Moved to the trash. You can restore it for 30 days.'));
    await waitFor(() => expect(within(list()).queryByText('Green tea')).toBeNull());

    fireEvent.click(within(list()).getByRole('button', { name: /Trash$/ }));
    expect(await within(list()).findByText('Green tea')).toBeTruthy();
    expect(within(list()).getByText(/^Kept until/)).toBeTruthy();
    fireEvent.click(within(list()).getByRole('button', { name: 'Actions for “Green tea”' }));
    fireEvent.click(await screen.findByText('Restore'));
    await waitFor(() => expect(toasts).toContain('Restored.'));
    expect(server.docs.find((doc) => doc.title === 'Green tea')?.trashedAt).toBeNull();
  });

  it('stops saving when the document changed elsewhere, until the writer chooses', async () => {
    const server = fakeWritingServer({ docs: [{ title: 'Draft', content: 'First line.' }] });
    const id = server.docs[0]!.id;
    renderPage(`/editor/write?doc=${id}`);
    const title = await titleField();
    // Another tab saves meanwhile.
    server.docs[0]!.revision = 5;
    server.docs[0]!.content = 'Written in another tab.';
    fireEvent.change(title, { target: { value: 'Draft two' } });
    expect(
      await screen.findByText('This document was changed somewhere else', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    await waitFor(() => expect(screen.queryByText('This document was changed somewhere else')).toBeNull());
    const saves = server.callsTo('cli/write/doc/v1/update');
    expect(JSON.parse(saves.at(-1)!.body!)).toMatchObject({ revision: 5, title: 'Draft two' });
    expect(server.docs[0]!.title).toBe('Draft two');
  });

  it('hides and shows the list with Ctrl+H', async () => {
    fakeWritingServer();
    renderPage();
    await screen.findByText('No documents yet. Start with a new one.');
    act(() => void fireEvent.keyDown(window, { key: 'h', ctrlKey: true }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Documents' })).toBeNull());
    act(() => void fireEvent.keyDown(window, { key: 'h', ctrlKey: true }));
    expect(await screen.findByRole('navigation', { name: 'Documents' })).toBeTruthy();
  });
});
