import type { MinutesTemplate } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { runStream, type StreamRun } from '@/shared/sse/stream-run.ts';
import { useStreamRun } from '@/shared/sse/use-stream-run.ts';
import { voiceKeys } from '../api/keys.ts';

/**
 * One run of `minutes` (SSE): `running` streams into `text`; `done` saved on the server;
 * `offline` no chat model is configured and `notice` says so (nothing saved); `failed` with
 * `error` (the saved minutes stay as they were); `stopped` by the reader (not saved).
 */
export type MinutesRun = StreamRun;

export const IDLE_RUN: MinutesRun = { status: 'idle', text: '', notice: '', error: null };

/** Streams the minutes to their end; each frame updates `onChange`. Resolves with the last state. */
export function runMinutes(
  body: { id: string; template: MinutesTemplate },
  onChange: (run: MinutesRun) => void,
  signal?: AbortSignal,
): Promise<MinutesRun> {
  return runStream(table.minutes, body, {
    idle: IDLE_RUN,
    done: (data, run) => ({ text: data.content || run.text }),
    onChange,
    signal,
  });
}

/** A minutes run for the panel: start (a new one stops the last), stop, and its state. */
export function useMinutesRun(id: string) {
  const client = useQueryClient();
  const { run, start: startRun, stop, reset } = useStreamRun(IDLE_RUN, runMinutes);
  const start = useCallback(
    async (template: MinutesTemplate) => {
      const last = await startRun({ id, template });
      // Saved on the server at the end: the recording is read again to show what was kept.
      if (last.status === 'done') await client.invalidateQueries({ queryKey: voiceKeys.recording(id) });
      return last;
    },
    [client, id, startRun],
  );
  return { run, start, stop, clear: reset };
}
