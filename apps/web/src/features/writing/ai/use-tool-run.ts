import type { WritingToolBody } from '@inkstone/contract/writing-tools';
import { writingToolRoutes as table } from '@inkstone/contract/routes/writing-tools';
import { useCallback } from 'react';
import { runStream, type StreamRun } from '@/shared/sse/stream-run.ts';
import { useStreamRun } from '@/shared/sse/use-stream-run.ts';

/**
 * One run of an AI writing tool (POST cli/write/v1/sseTool):
 * - `running`: the result streams into `text`;
 * - `done`: finished; `items` for the list tools (titles, the outline's sections);
 * - `offline`: no AI provider is configured; `notice` says which to configure (nothing to use);
 * - `failed`: refused or broken off; `error` says why, and `text` keeps what had arrived;
 * - `stopped`: the writer stopped it; `text` keeps what had arrived.
 */
export type ToolRun = StreamRun & { items: string[]; truncated: boolean };

export const IDLE: ToolRun = { status: 'idle', text: '', items: [], notice: '', error: null, truncated: false };

/** Runs a tool to its end; the frames it reads update `onChange`. Resolves with the final state. */
export function runTool(
  body: WritingToolBody,
  onChange: (run: ToolRun) => void,
  signal?: AbortSignal,
): Promise<ToolRun> {
  return runStream(table.sseTool, body, {
    idle: IDLE,
    done: (data, run) => ({ text: data.text || run.text, items: data.items ?? [], truncated: data.truncated }),
    onChange,
    signal,
  });
}

/** A tool run for a component: start, stop, and the latest state; a new run stops the one before. */
export function useToolRun() {
  const { run, start, stop, reset } = useStreamRun(IDLE, runTool);
  const clear = useCallback(() => {
    stop();
    reset();
  }, [stop, reset]);
  return { run, start, stop, clear };
}
