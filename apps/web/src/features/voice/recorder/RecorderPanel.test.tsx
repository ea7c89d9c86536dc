import type { UserInfo } from '@inkstone/contract/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { fakeApi } from '@/test/fake-api.ts';
import '../i18n.ts';
import { setTrial } from '../model/trial.ts';
import { installFakeMedia } from '../testing/fake-media.ts';
import { recordingOf } from '../testing/recordings.ts';
import { RecorderPanel } from './RecorderPanel.tsx';

function renderPanel(signedIn: boolean) {
  useAuth.setState({
    token: signedIn ? 'token-1' : null,
    user: signedIn ? ({ isChatgptVip: false } as UserInfo) : null,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/record-list', element: <RecorderPanel /> }], {
    initialEntries: ['/record-list'],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

/** The recording calls, answered as the server would; `seqs` are the chunks it stored. */
function recordingServer() {
  const finishes: unknown[] = [];
  let chunks = 0;
  const api = fakeApi({
    'cli/voice/v1/recordStart': () => ({ code: 200, data: recordingOf({ status: 'recording', audioUrl: null }) }),
    'cli/voice/v1/recordChunk': () => ({ code: 200, data: { id: 'rec-1', received: ++chunks } }),
    'cli/voice/v1/recordFinish': ({ json }) => {
      finishes.push(json);
      return { code: 200, data: recordingOf({ trimmed: true, notice: 'the 5-minute trial ended' }) };
    },
  });
  return { api, finishes, chunks: () => chunks };
}

// Only the recorder's clock is faked: the calls and the UI's own timers run as usual.
const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
// The recorder's clock starts in an effect after the render that shows Stop: flushed here, or an
// advance made before it would pass unseen (the test then failed about one run in three).
const clockRunning = () => act(async () => {});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setTrial(null);
  useAuth.setState({ token: null, user: null });
  useDialogs.setState({ login: false });
});

describe('the recorder', () => {
  it('says the microphone is needed, and how to allow it, when permission is refused', async () => {
    installFakeMedia('NotAllowedError');
    const { api } = recordingServer();
    renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: /Record/ }));
    expect(await screen.findByText('Microphone access needed')).toBeTruthy();
    expect(screen.getByText(/set Microphone to Allow/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('on the free plan warns a minute before 5 minutes, then stops with "the 5-minute trial ended"', async () => {
    installFakeMedia();
    fakeClock();
    const server = recordingServer();
    renderPanel(true);
    expect(screen.getByText('Free plan: a recording is kept up to 5 minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Record/ }));
    expect(await screen.findByRole('button', { name: /Stop/ })).toBeTruthy();
    await clockRunning();

    advance(60_000);
    expect(screen.getByRole('timer', { name: 'Time recorded' }).textContent).toBe('1:00');
    // A pause is not counted.
    fireEvent.click(screen.getByRole('button', { name: /Pause/ }));
    advance(120_000);
    fireEvent.click(screen.getByRole('button', { name: /Resume/ }));
    advance(179_000);
    expect(screen.queryByText(/left in the trial/)).toBeNull();
    advance(1_000);
    expect(screen.getByText('1:00 left in the trial.')).toBeTruthy();
    advance(60_000);
    expect(await screen.findByText('The 5-minute trial ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stop/ })).toBeNull();

    // Every chunk reached the server in order, then the recording was finished with its length.
    await waitFor(() => expect(server.finishes).toHaveLength(1));
    const seqs = server.api.callsTo('cli/voice/v1/recordChunk').length;
    expect(seqs).toBe(151); // one every 2 s for 300 s, and the last on stop
    expect(server.finishes[0]).toEqual({ id: 'rec-1', durationMs: 300_000 });
  });

  it('signed out, records 1 minute kept in the browser, then uploads it after sign-in', async () => {
    installFakeMedia();
    fakeClock();
    const server = recordingServer();
    renderPanel(false);
    expect(screen.getByText('Without signing in, recording is limited to 1 minute.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Record/ }));
    expect(await screen.findByRole('button', { name: /Stop/ })).toBeTruthy();
    await clockRunning();
    advance(45_000);
    expect(screen.getByText('0:15 left in the trial.')).toBeTruthy();
    advance(15_000);
    expect(await screen.findByText('The 1-minute trial ended.')).toBeTruthy();
    expect(screen.getByLabelText('Your trial recording').getAttribute('src')).toBe('blob:trial');
    expect(server.api.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sign in to keep and transcribe it' }));
    expect(useDialogs.getState().login).toBe(true);
    act(() => useAuth.setState({ token: 'token-1', user: { isChatgptVip: false } as UserInfo }));
    await waitFor(() => expect(server.finishes).toHaveLength(1));
    expect(server.api.callsTo('cli/voice/v1/recordChunk')).toHaveLength(31);
    expect(server.finishes[0]).toEqual({ id: 'rec-1', durationMs: 60_000 });
    expect(screen.queryByLabelText('Your trial recording')).toBeNull();
  });
});
