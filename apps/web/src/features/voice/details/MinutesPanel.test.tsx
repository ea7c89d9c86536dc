import type { Recording } from '@inkstone/contract/voice';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';
import '../i18n.ts';
import { useRecording } from '../api/queries.ts';
import { recordingOf } from '../testing/recordings.ts';
import { MinutesPanel } from './MinutesPanel.tsx';

const MINUTES = '## Summary\n\nThe budget is approved.\n\n## Action items\n\n- Anna: the report, Friday';

/** The server: `minutes` streams the frames given and saves the minutes at the end; `get` and `update` as the API. */
function server(frames: object[], initial: Recording = recordingOf()) {
  let current: Recording = initial;
  const bodies: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      (bodies[path] ??= []).push(body);
      if (path === 'cli/voice/v1/minutes') {
        const done = frames.find((frame) => (frame as { end?: boolean }).end) as { data?: { status?: string } };
        if (done?.data?.status === 'ok') {
          current = { ...current, minutes: { template: 'standup', content: MINUTES, updatedAt: current.updatedAt } };
        }
        return streamResponse([sseText(frames)]);
      }
      if (path === 'cli/voice/v1/update')
        current = {
          ...current,
          minutes: { template: 'standup', content: String(body.minutes), updatedAt: current.updatedAt },
        };
      return jsonResponse({ code: 200, msg: 'ok', data: current });
    }),
  );
  return { bodies, current: () => current };
}

/** The panel under the page's own query of the recording, so what the server saves shows. */
function Page() {
  const recording = useRecording('rec-1');
  return recording.data ? <MinutesPanel recording={recording.data} /> : null;
}

async function renderPanel() {
  useAuth.setState({ token: 'token-1', user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <Page />
      </App>
    </QueryClientProvider>,
  );
  await screen.findByRole('region', { name: 'Minutes' });
}

const frame = (data: object, end = false) => ({ code: 200, end, data });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.setState({ token: null, user: null });
});

describe('the minutes panel', () => {
  it('streams minutes from the chosen template and shows them', async () => {
    const api = server([
      frame({ type: 'start', template: 'standup', model: 'gpt-4o-mini' }),
      frame({ type: 'text', content: '## Summary\n\nThe budget ' }),
      frame({ type: 'text', content: 'is approved.' }),
      frame({ type: 'done', template: 'standup', status: 'ok', content: MINUTES, truncated: false }, true),
    ]);
    await renderPanel();
    expect(screen.getByText('No minutes yet. Pick a template and generate them from the transcript.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByTitle('Stand-up'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(api.bodies['cli/voice/v1/minutes']).toEqual([{ id: 'rec-1', template: 'standup' }]));
    expect(await screen.findByRole('heading', { name: 'Summary' }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('Anna: the report, Friday')).toBeTruthy();
  });

  it('without a chat model shows the server’s notice and writes nothing', async () => {
    const notice = 'Minutes need an AI model, and none is configured on this server, so nothing was written.';
    server([
      frame({ type: 'start', template: 'general', model: 'offline' }),
      frame({ type: 'notice', content: notice }),
      frame({ type: 'done', template: 'general', status: 'offline', content: '', truncated: false }, true),
    ]);
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('a failed stream says why and keeps the saved minutes', async () => {
    const saved = recordingOf({
      minutes: { template: 'general', content: 'Saved minutes.', updatedAt: '2026-11-25T08:00:00.000Z' },
    });
    const api = server(
      [frame({ type: 'start', template: 'general', model: 'm' }), { code: 500, end: true, data: 'upstream broke' }],
      saved,
    );
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('The minutes could not be written: upstream broke')).toBeTruthy();
    expect(api.current().minutes?.content).toBe('Saved minutes.');
  });

  it('edits the saved minutes and saves them through update', async () => {
    const saved = recordingOf({
      minutes: { template: 'general', content: 'Old minutes.', updatedAt: '2026-11-25T08:00:00.000Z' },
    });
    const api = server([], saved);
    await renderPanel();
    expect(await screen.findByText('Old minutes.', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Minutes text' }), { target: { value: 'New minutes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies['cli/voice/v1/update']).toEqual([{ id: 'rec-1', minutes: 'New minutes.' }]));
    expect(api.current().minutes?.content).toBe('New minutes.');
    expect(await screen.findByText('New minutes.', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('asks for a transcript first', async () => {
    server([], recordingOf({ transcript: { state: 'none', done: 0, total: 0, speakers: [], segments: [] } }));
    await renderPanel();
    expect(screen.getByText('Minutes are written from the transcript: transcribe the recording first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });
});
