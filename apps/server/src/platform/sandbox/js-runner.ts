import { Worker } from 'node:worker_threads';
import type { HostMessage, OutputPiece, RunLimits, RunOutcome } from './outcome.ts';

const workerFile = new URL('./js-worker.ts', import.meta.url);
/** How long a worker may take to load QuickJS (a busy machine takes seconds). */
const startMs = 20_000;

/**
 * Runs one JavaScript program in a fresh worker thread (js-worker.ts) and answers how it ended.
 * The worker's own V8 heap is capped, and it is terminated from here once the time limit (plus
 * a moment for the engine's own interrupt to answer) has passed, or the output goes past its cap.
 */
export function runJavaScript(
  code: string,
  limits: RunLimits,
  onOutput: (piece: OutputPiece) => void,
  signal?: AbortSignal,
): Promise<RunOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, {
      workerData: { code, limits },
      // Plain Node (its own type stripping): no loaders of the server's, and no environment.
      execArgv: [],
      env: {},
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    let written = 0;
    let settled = false;
    const finish = (outcome: RunOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      signal?.removeEventListener('abort', abort);
      void worker.terminate();
      resolve(outcome);
    };
    // Until the worker says it is ready, a long wait is the machine's load, not the program; from
    // then on the program has its time and a moment for the engine's own interrupt to answer.
    let deadline = setTimeout(() => finish({ kind: 'crashed' }), startMs);
    const abort = () => finish({ kind: 'crashed' });
    signal?.addEventListener('abort', abort);
    worker.on('message', (message: HostMessage) => {
      if (settled) return;
      if (message.type === 'ready') {
        clearTimeout(deadline);
        deadline = setTimeout(() => finish({ kind: 'timeout', seconds: limits.timeMs / 1000 }), limits.timeMs + 1000);
      } else if (message.type === 'output') {
        written += message.text.length;
        if (written > limits.outputChars) {
          const room = message.text.length - (written - limits.outputChars);
          if (room > 0) onOutput({ stream: message.stream, text: message.text.slice(0, room) });
          finish({ kind: 'output', kilobytes: Math.round(limits.outputChars / 1000) });
        } else onOutput({ stream: message.stream, text: message.text });
      } else if (message.type === 'done') finish(message.outcome);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'memory', megabytes: limits.memoryMb }
          : { kind: 'crashed' },
      ),
    );
    worker.on('exit', () => finish({ kind: 'crashed' }));
  });
}
