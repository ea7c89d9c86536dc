import type { MinutesFrame, MinutesTemplate } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callStream } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';
import { voiceKeys } from '../api/keys.ts';

/**
 * One run of `minutes` (SSE): `running` streams into `text`; `done` saved on the server;
 * `offline` no chat model is configured and `notice` says so (nothing saved); `failed` with
 * `error` (the saved minutes stay as they were); `stopped` by the reader (not saved).
 */
export type MinutesRun = {
  status: 'idle' | 'running' | 'done' | 'offline' | 'failed' | 'stopped';
  text: string;
  notice: string;
  error: string | null;
};

export const IDLE_RUN: MinutesRun = { status: 'idle', text: '', notice: '', error: null };

/** Streams the minutes to their end; each frame updates `onChange`. Resolves with the last state. */
export async function runMinutes(
  body: { id: string; template: MinutesTemplate },
  onChange: (run: MinutesRun) => void,
  signal?: AbortSignal,
): Promise<MinutesRun> {
  let run: MinutesRun = { ...IDLE_RUN, status: 'running' };
  const set = (patch: Partial<MinutesRun>) => {
    run = { ...run, ...patch };
    onChange(run);
  };
  onChange(run);
  const onFrame = (frame: MinutesFrame) => {
    if (frame.code === 500) return set({ status: 'failed', error: frame.data });
    const data = frame.data;
    if (data.type === 'text') set({ text: run.text + data.content });
    else if (data.type === 'notice') set({ notice: run.notice + data.content });
    else if (data.type === 'done')
      set({ status: data.status === 'offline' ? 'offline' : 'done', text: data.content || run.text });
  };
  try {
    await callStream(table.minutes, body, { onFrame, signal, silent: true });
    if (run.status === 'running') set({ status: 'failed' });
  } catch (caught) {
    if (caught instanceof SseError && caught.kind === 'aborted') set({ status: 'stopped' });
    else
      set({
        status: 'failed',
        error: (caught instanceof SseError && caught.apiError?.message) || (caught as Error).message || null,
      });
  }
  return run;
}

/** A minutes run for the panel: start (a new one stops the last), stop, and its state. */
export function useMinutesRun(id: string) {
  const client = useQueryClient();
  const [run, setRun] = useState<MinutesRun>(IDLE_RUN);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = useCallback(
    async (template: MinutesTemplate) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const last = await runMinutes(
        { id, template },
        (next) => abort.current === controller && setRun(next),
        controller.signal,
      );
      // Saved on the server at the end: the recording is read again to show what was kept.
      if (last.status === 'done') await client.invalidateQueries({ queryKey: voiceKeys.recording(id) });
      return last;
    },
    [client, id],
  );
  const stop = useCallback(() => abort.current?.abort(), []);
  const clear = useCallback(() => setRun(IDLE_RUN), []);
  return { run, start, stop, clear };
}
