import type { WritingToolBody, WritingToolFrame } from '@inkstone/contract/writing-tools';
import { writingToolRoutes as table } from '@inkstone/contract/routes/writing-tools';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callStream } from '@/shared/sse/call-stream.ts';
import { SseError } from '@/shared/sse/post-sse.ts';

/**
 * One run of an AI writing tool (POST cli/write/v1/sseTool):
 * - `running`: the result streams into `text`;
 * - `done`: finished; `items` for the list tools (titles, the outline's sections);
 * - `offline`: no AI provider is configured; `notice` says which to configure (nothing to use);
 * - `failed`: refused or broken off; `error` says why, and `text` keeps what had arrived;
 * - `stopped`: the writer stopped it; `text` keeps what had arrived.
 */
export type ToolRun = {
  status: 'idle' | 'running' | 'done' | 'offline' | 'failed' | 'stopped';
  text: string;
  items: string[];
  notice: string;
  error: string | null;
  truncated: boolean;
};

export const IDLE: ToolRun = { status: 'idle', text: '', items: [], notice: '', error: null, truncated: false };

/** Runs a tool to its end; the frames it reads update `onChange`. Resolves with the final state. */
export async function runTool(
  body: WritingToolBody,
  onChange: (run: ToolRun) => void,
  signal?: AbortSignal,
): Promise<ToolRun> {
  let run: ToolRun = { ...IDLE, status: 'running' };
  const set = (patch: Partial<ToolRun>) => {
    run = { ...run, ...patch };
    onChange(run);
  };
  onChange(run);
  const onFrame = (frame: WritingToolFrame) => {
    if (frame.code === 500) return set({ status: 'failed', error: frame.data });
    const data = frame.data;
    if (data.type === 'text') set({ text: run.text + data.content });
    else if (data.type === 'notice') set({ notice: run.notice + data.content });
    else if (data.type === 'done')
      set({
        status: data.status === 'offline' ? 'offline' : 'done',
        text: data.text || run.text,
        items: data.items ?? [],
        truncated: data.truncated,
      });
  };
  try {
    await callStream(table.sseTool, body, { onFrame, signal, silent: true });
    if (run.status === 'running') set({ status: 'failed', error: null });
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

/** A tool run for a component: start, stop, and the latest state; a new run stops the one before. */
export function useToolRun() {
  const [run, setRun] = useState<ToolRun>(IDLE);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = useCallback((body: WritingToolBody) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    // A run replaced by a newer one no longer speaks; one stopped by the writer says so.
    return runTool(body, (next) => abort.current === controller && setRun(next), controller.signal);
  }, []);
  const stop = useCallback(() => abort.current?.abort(), []);
  const clear = useCallback(() => {
    abort.current?.abort();
    setRun(IDLE);
  }, []);
  return { run, start, stop, clear };
}
