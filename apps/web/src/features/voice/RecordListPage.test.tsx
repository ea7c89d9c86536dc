import type { RecordingListItem } from '@inkstone/contract/voice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/shared/knowledge/testing/fake-xhr.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { fakeApi } from '@/test/fake-api.ts';
import RecordListPage from './RecordListPage.tsx';

function renderPage(signedIn = true) {
  useAuth.setState({ token: signedIn ? 'token-1' : null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/record-list', element: <RecordListPage /> },
      { path: '/record-details', element: <p>details</p> },
    ],
    { initialEntries: ['/record-list'] },
  );
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const toasts: string[] = [];
const record = ({ content }: { content: string }) => void toasts.push(content);
setToaster({ error: record, warning: record, success: record, info: record } as unknown as Parameters<
  typeof setToaster
>[0]);

const item = (id: string, title: string, patch: Partial<RecordingListItem> = {}): RecordingListItem => ({
  id,
  title,
  source: 'recording',
  status: 'ready',
  durationMs: 95_000,
  sizeBytes: 100_000,
  mimeType: 'audio/webm',
  language: 'auto',
  trimmed: false,
  notice: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  transcript: { state: 'done', done: 3, total: 3 },
  excerpt: 'Good morning',
  hasMinutes: false,
  ...patch,
});

/** The server's list, searched by title as `page` does; rename and delete change it. */
function listServer() {
  let records = [
    item('r1', 'Team stand-up', { transcript: { state: 'transcribing', done: 2, total: 5 } }),
    item('r2', 'Lecture on tea', { source: 'upload' }),
  ];
  return fakeApi({
    'cli/voice/v1/page': ({ json }) => {
      const search = String(json.searchValue ?? '').toLowerCase();
      const found = records.filter((record) => record.title.toLowerCase().includes(search));
      return { code: 200, data: { records: found, total: found.length, size: 20, current: 1, pages: 1 } };
    },
    'cli/voice/v1/update': ({ json }) => {
      records = records.map((record) => (record.id === json.id ? { ...record, title: String(json.title) } : record));
      return {
        code: 200,
        data: {
          ...records.find((record) => record.id === json.id),
          audioUrl: null,
          transcript: { state: 'done', done: 3, total: 3, speakers: [], segments: [] },
          minutes: null,
        },
      };
    },
    'cli/voice/v1/del': ({ json }) => {
      records = records.filter((record) => record.id !== json.id);
      return { code: 200, data: {} };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
  useDialogs.setState({ login: false });
  FakeXhr.reset();
  toasts.length = 0;
});

describe('the recordings list', () => {
  it('shows each recording with its length, status and transcript progress', async () => {
    listServer();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Recordings' });
    const standup = within(list).getByText('Team stand-up').closest('li')!;
    expect(standup.textContent).toContain('1:35');
    expect(standup.textContent).toContain('Ready');
    expect(standup.textContent).toContain('Transcribing 2/5');
    expect(within(list).getByText('Lecture on tea').closest('li')!.textContent).toContain('Uploaded file');
    expect(within(list).getByRole('link', { name: 'Team stand-up' }).getAttribute('href')).toBe(
      '/record-details?id=r1',
    );
  });

  it('searches, renames and deletes (after asking)', async () => {
    const api = listServer();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Recordings' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search titles and transcripts' }), {
      target: { value: 'lecture' },
    });
    await waitFor(() => expect(within(list).queryByText('Team stand-up')).toBeNull());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search titles and transcripts' }), {
      target: { value: 'nothing like it' },
    });
    expect(await screen.findByText('No recording matches “nothing like it”.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search titles and transcripts' }), {
      target: { value: '' },
    });

    const more = await screen.findByRole('button', { name: 'More actions for Team stand-up' });
    fireEvent.click(more);
    fireEvent.click(await screen.findByText('Rename'));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    expect(api.callsTo('cli/voice/v1/update')).toHaveLength(0);
    fireEvent.change(title, { target: { value: 'Monday stand-up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Monday stand-up' })).toBeTruthy();
    expect(api.callsTo('cli/voice/v1/update')[0]!.json).toEqual({ id: 'r1', title: 'Monday stand-up' });

    fireEvent.click(screen.getByRole('button', { name: 'More actions for Lecture on tea' }));
    fireEvent.click((await screen.findAllByRole('menuitem', { name: 'Delete' })).at(-1)!);
    expect((await screen.findAllByText('Delete “Lecture on tea”?')).length).toBeGreaterThan(0);
    expect(api.callsTo('cli/voice/v1/del')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lecture on tea' })).toBeNull());
    expect(api.callsTo('cli/voice/v1/del')[0]!.json).toEqual({ id: 'r2' });
    expect(toasts).toContain('Recording deleted.');
  });

  it('uploads an audio file with its size shown, and shows the server refusing one', async () => {
    listServer();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const router = renderPage();
    await screen.findByRole('list', { name: 'Recordings' });
    const input = screen.getByLabelText('Upload audio');

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText(/Only mp3, m4a, wav, webm and ogg files can be uploaded\./)).toBeTruthy();
    expect(FakeXhr.made).toHaveLength(0);

    const fake = new File([new Uint8Array(3 * 1024 * 1024)], 'fake.mp3', { type: 'audio/mpeg' });
    fireEvent.change(input, { target: { files: [fake] } });
    act(() => FakeXhr.forFile('fake.mp3').progress(1, 2));
    expect(screen.getByText('Uploading fake.mp3 (3.0 MB): 50%')).toBeTruthy();
    act(() =>
      FakeXhr.forFile('fake.mp3').respond(400, {
        code: 415,
        msg: 'This file is not audio we can read (mp3, m4a, wav, webm or ogg)',
      }),
    );
    expect(
      await screen.findByText(
        'fake.mp3 (3.0 MB) was not uploaded: This file is not audio we can read (mp3, m4a, wav, webm or ogg)',
      ),
    ).toBeTruthy();

    const real = new File([new Uint8Array(10)], 'meeting.m4a', { type: 'audio/mp4' });
    fireEvent.change(input, { target: { files: [real] } });
    const xhr = FakeXhr.forFile('meeting.m4a');
    expect(xhr.url).toBe('/api/cli/voice/v1/upload');
    expect(Object.values(xhr.headers)).toContain('Bearer token-1');
    act(() =>
      xhr.respond(200, {
        code: 200,
        msg: 'ok',
        data: {
          ...item('r9', 'meeting'),
          audioUrl: null,
          transcript: { state: 'queued', done: 0, total: 0, speakers: [], segments: [] },
          minutes: null,
        },
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=r9'));
  });

  it('shows a visitor the trial recorder and a sign-in, and asks the server nothing', async () => {
    const api = listServer();
    renderPage(false);
    expect(screen.getByText('Without signing in, recording is limited to 1 minute.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});
