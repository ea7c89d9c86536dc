import type { FrameOf } from '@inkstone/contract/routes/define';
import type { InputOf } from '../api/call.ts';
import { callStream, type StreamRoute } from './call-stream.ts';
import { SseError } from './post-sse.ts';

/**
 * One run of an AI text stream (the writing tools, the voice minutes):
 * - `running`: the result streams into `text`;
 * - `done`: finished (what the route's `done` frame says is merged in);
 * - `offline`: no AI provider is configured; `notice` says which to configure;
 * - `failed`: refused or broken off; `error` says why, and `text` keeps what had arrived;
 * - `stopped`: the reader stopped it; `text` keeps what had arrived.
 */
export type StreamRun = {
  status: 'idle' | 'running' | 'done' | 'offline' | 'failed' | 'stopped';
  text: string;
  notice: string;
  error: string | null;
};

type DataOf<F> = F extends { code: 200; data: infer D } ? D : never;

/** The `data` of a route's `done` frame (code 200, `type: 'done'`). */
export type DoneOf<R extends StreamRoute> = Extract<DataOf<FrameOf<R>>, { type: 'done' }>;

/** The frames these streams share (contract: `start`, text pieces, `notice`, `done`, or code 500 with the error). */
type TextStreamFrame =
  | { code: 500; data: string }
  | { code: 200; data: { type: 'text' | 'reasoning' | 'notice'; content: string } | { type: 'start' | 'done' } };

export type RunStreamOptions<R extends StreamRoute, Run extends StreamRun> = {
  /** The state before any run; the run starts from it with `status: 'running'`. */
  idle: Run;
  /** What the `done` frame changes; `status` is set from the frame's `status` (`offline` or done). */
  done: (data: DoneOf<R>, run: Run) => Partial<Run>;
  /** Every change of state, in order. */
  onChange: (run: Run) => void;
  signal?: AbortSignal;
};

/** Streams `route` to its end, its frames updating `onChange`. Resolves with the last state; never rejects. */
export async function runStream<R extends StreamRoute, Run extends StreamRun>(
  route: R,
  body: InputOf<R>,
  { idle, done, onChange, signal }: RunStreamOptions<R, Run>,
): Promise<Run> {
  let run: Run = { ...idle, status: 'running' };
  const set = (patch: Partial<Run>) => {
    run = { ...run, ...patch };
    onChange(run);
  };
  onChange(run);
  const onFrame = (frame: TextStreamFrame) => {
    if (frame.code === 500) return set({ status: 'failed', error: frame.data } as Partial<Run>);
    const data = frame.data;
    if (data.type === 'text') set({ text: run.text + data.content } as Partial<Run>);
    else if (data.type === 'notice') set({ notice: run.notice + data.content } as Partial<Run>);
    else if (data.type === 'done') {
      const last = data as DoneOf<R> & { status: string };
      set({ status: last.status === 'offline' ? 'offline' : 'done', ...done(last, run) } as Partial<Run>);
    }
  };
  try {
    await callStream(route, body, { onFrame: onFrame as (frame: FrameOf<R>) => void, signal, silent: true });
    // An end frame that did not fit the schema closed the stream without a result.
    if (run.status === 'running') set({ status: 'failed', error: null } as Partial<Run>);
  } catch (caught) {
    if (caught instanceof SseError && caught.kind === 'aborted') set({ status: 'stopped' } as Partial<Run>);
    else
      set({
        status: 'failed',
        error: (caught instanceof SseError && caught.apiError?.message) || (caught as Error).message || null,
      } as Partial<Run>);
  }
  return run;
}
