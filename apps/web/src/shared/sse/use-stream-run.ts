import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One streamed run at a time for a component: `start` stops the run before it (which then no
 * longer updates `run`), `stop` aborts the current one (it ends `stopped`), `reset` shows
 * `idle` again. `execute` is one of the runners built on `runStream`; it must be stable.
 */
export function useStreamRun<Input, Run>(
  idle: Run,
  execute: (input: Input, onChange: (run: Run) => void, signal: AbortSignal) => Promise<Run>,
) {
  const [run, setRun] = useState<Run>(idle);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = useCallback(
    (input: Input) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      // A run replaced by a newer one no longer speaks; one stopped by the reader says so.
      return execute(input, (next) => abort.current === controller && setRun(next), controller.signal);
    },
    [execute],
  );
  const stop = useCallback(() => abort.current?.abort(), []);
  const reset = useCallback(() => setRun(idle), [idle]);
  return { run, start, stop, reset };
}
