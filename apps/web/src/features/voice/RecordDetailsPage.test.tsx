import type { Recording } from '@inkstone/contract/voice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/shared/socket/fake-socket.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { recordingOf } from './testing/recordings.ts';
import RecordDetailsPage from './RecordDetailsPage.tsx';

// The app's socket over a stand-in the test drives: pushes go through the real client's routing.
vi.mock('@/shared/socket/realtime.ts', async () => {
  const { SocketClient } = await import('@/shared/socket/socket-client.ts');
  const { FakeSocket: Fake } = await import('@/shared/socket/fake-socket.ts');
  return {
    realtime: new SocketClient(
      (url) => new Fake(url),
      () => 'ws://test/api/ws',
    ),
  };
});

const NO_PROVIDER =
  'Speech recognition needs a provider: set STT_BASE_URL (an OpenAI-compatible /audio/transcriptions endpoint).';

function renderPage(path: string, signedIn = true) {
  useAuth.setState({ token: signedIn ? 'token-1' : null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/record-details', element: <RecordDetailsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

/** The server's recording, kept so `update` and `transcribe` change what `get` answers next. */
function serverWith(recording: Recording) {
  let current = recording;
  const api = fakeApi({
    'cli/voice/v1/get': () => ({ code: 200, data: current }),
    'cli/voice/v1/update': ({ json }) => {
      const lines = (json.segments ?? []) as Array<{ id: string; text: string }>;
      const segments = current.transcript.segments.map(
        (segment) => ({ ...segment, ...lines.find((line) => line.id === segment.id) }) as typeof segment,
      );
      const names = (json.speakers ?? []) as Array<{ id: string; name: string }>;
      const speakers = current.transcript.speakers.map((speaker) => ({
        ...speaker,
        ...names.find((entry) => entry.id === speaker.id),
      }));
      current = { ...current, transcript: { ...current.transcript, segments, speakers } };
      return { code: 200, data: current };
    },
  });
  return { api, set: (next: Recording) => void (current = next) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
});

describe('the recording details page', () => {
  it('without a speech provider says what to configure, keeps the audio playable, and offers Transcribe', async () => {
    const { api } = serverWith(
      recordingOf({
        transcript: { state: 'needs_provider', done: 0, total: 0, error: NO_PROVIDER, speakers: [], segments: [] },
      }),
    );
    api.on('cli/voice/v1/transcribe', () => ({ code: 400, msg: NO_PROVIDER }));
    renderPage('/record-details?id=rec-1');

    expect(await screen.findByText('Speech recognition needs a provider')).toBeTruthy();
    expect(screen.getByText(NO_PROVIDER)).toBeTruthy();
    expect(screen.getByLabelText('Audio of Weekly meeting').getAttribute('src')).toContain('/api/files/rec-1.webm');
    expect(screen.getByText('Minutes are written from the transcript: transcribe the recording first.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Transcribe' }));
    await waitFor(() => expect(api.callsTo('cli/voice/v1/transcribe')).toHaveLength(1));
    expect(api.callsTo('cli/voice/v1/transcribe')[0]!.json).toEqual({ id: 'rec-1', language: 'auto' });
    // The refusal is shown where the button is (the server's words name what to configure).
    expect(await screen.findAllByText(NO_PROVIDER)).toHaveLength(2);
  });

  it('seeks the audio from a line, lights the line being played, and saves an edited line', async () => {
    const { api } = serverWith(recordingOf());
    renderPage('/record-details?id=rec-1');
    const lines = await screen.findByRole('list', { name: 'Transcript' });
    const audio = screen.getByLabelText('Audio of Weekly meeting') as HTMLAudioElement;
    const play = vi.fn(() => Promise.resolve());
    audio.play = play;

    fireEvent.click(within(lines).getByRole('button', { name: 'Play from 0:12' }));
    expect(audio.currentTime).toBe(12);
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(lines.querySelector('[aria-current="true"]')?.textContent).toContain('Anna ships'));

    // The player moves on by itself: the highlight follows.
    act(() => {
      audio.currentTime = 6;
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(lines.querySelector('[aria-current="true"]')?.textContent).toContain('The budget is approved.');

    fireEvent.click(within(lines).getByRole('button', { name: 'Edit line at 0:05' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Edit line at 0:05' }), {
      target: { value: 'The budget is approved for 2027.' },
    });
    fireEvent.click(within(lines).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('cli/voice/v1/update')).toHaveLength(1));
    expect(api.callsTo('cli/voice/v1/update')[0]!.json).toEqual({
      id: 'rec-1',
      segments: [{ id: 'g2', text: 'The budget is approved for 2027.' }],
    });
    expect(await within(lines).findByText('The budget is approved for 2027.')).toBeTruthy();
  });

  it('searches within the transcript', async () => {
    serverWith(recordingOf());
    renderPage('/record-details?id=rec-1');
    await screen.findByRole('list', { name: 'Transcript' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the transcript' }), { target: { value: 'BUDGET' } });
    expect(screen.getByText('1 lines match')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the transcript' }), { target: { value: 'xyz' } });
    expect(screen.getByText('No line matches.')).toBeTruthy();
  });

  it('follows transcription progress from the voice pushes, then shows the lines once it is done', async () => {
    const progress = (done: number) => ({ state: 'transcribing' as const, done, total: 3, speakers: [], segments: [] });
    const server = serverWith(recordingOf({ transcript: progress(1) }));
    realtime.connect('token-1', '7');
    const socket = FakeSocket.latest();
    socket.serverOpens();
    renderPage('/record-details?id=rec-1');
    expect(await screen.findByText('Transcribing: 1 of 3 pieces')).toBeTruthy();

    const push = (state: 'transcribing' | 'done', done: number) =>
      act(() =>
        socket.serverSends({ type: 'voice', id: 'rec-1', status: 'ready', transcript: { state, done, total: 3 } }),
      );
    push('transcribing', 2);
    expect(await screen.findByText('Transcribing: 2 of 3 pieces')).toBeTruthy();
    // Another recording's push changes nothing here.
    act(() =>
      socket.serverSends({
        type: 'voice',
        id: 'rec-2',
        status: 'ready',
        transcript: { state: 'done', done: 3, total: 3 },
      }),
    );
    expect(screen.getByText('Transcribing: 2 of 3 pieces')).toBeTruthy();

    server.set(recordingOf());
    push('done', 3);
    expect(await screen.findByRole('list', { name: 'Transcript' })).toBeTruthy();
    realtime.close();
  });

  it('asks a visitor to sign in and calls nothing', async () => {
    const { api } = serverWith(recordingOf());
    renderPage('/record-details?id=rec-1', false);
    expect(await screen.findByText('Sign in to open your recordings.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('renames a speaker, copies the transcript with times and names, and exports subtitles', async () => {
    const two = recordingOf();
    two.transcript.speakers = [
      { id: 'S1', name: 'S1' },
      { id: 'S2', name: 'S2' },
    ];
    two.transcript.segments[2]!.speaker = 'S2';
    const { api } = serverWith(two);
    renderPage('/record-details?id=rec-1');
    const lines = await screen.findByRole('list', { name: 'Transcript' });

    fireEvent.click(within(lines).getByRole('button', { name: 'Rename speaker S2' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Speaker name' }), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(lines).findByRole('button', { name: 'Rename speaker Anna' })).toBeTruthy();
    expect(api.callsTo('cli/voice/v1/update')[0]!.json).toEqual({
      id: 'rec-1',
      speakers: [{ id: 'S2', name: 'Anna' }],
    });

    const copied: string[] = [];
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    fireEvent.click(screen.getByRole('button', { name: /Copy transcript/ }));
    await waitFor(() => expect(copied).toHaveLength(1));
    expect(copied[0]).toBe(
      '[0:00] S1: Good morning, let us begin.\n[0:05] S1: The budget is approved.\n' +
        '[0:12] Anna: Anna ships the report on Friday.',
    );

    // The export is fetched with the token and saved under the server's name.
    const fetchJson = globalThis.fetch;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('cli/voice/v1/export')) return fetchJson(input, init);
      asked.push(`${String(input)} ${new Headers(init?.headers).get('authorization')}`);
      return new Response('1\n00:00:00,000 --> 00:00:04,000\nGood morning\n', {
        headers: { 'content-type': 'application/x-subrip', 'content-disposition': 'attachment; filename="weekly.srt"' },
      });
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:srt');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('Subtitles (.srt)'));
    await waitFor(() => expect(saved).toEqual(['weekly.srt blob:srt']));
    expect(asked).toEqual(['/api/cli/voice/v1/export?id=rec-1&format=srt Bearer token-1']);
    click.mockRestore();
  });
});
