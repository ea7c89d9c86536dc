/** The languages the sandbox runs; TypeScript runs as JavaScript once its types are stripped. */
export type SandboxLanguage = 'javascript' | 'typescript' | 'python';

/** A piece of the program's output, as it is written. */
export type OutputPiece = { stream: 'stdout' | 'stderr'; text: string };

/**
 * How a run ended. `ok` with the value of the last expression (as the language shows it), or
 * `error` with the program's own exception; the other kinds are the sandbox stopping it.
 */
export type RunOutcome =
  | { kind: 'ok'; value?: string }
  | { kind: 'error'; message: string; line?: number }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'memory'; megabytes: number }
  | { kind: 'output'; kilobytes: number }
  | { kind: 'busy' }
  /** The engine itself failed (it could not start, or died without saying why). */
  | { kind: 'crashed' };

/** The limits of one run. */
export type RunLimits = {
  /** Wall-clock time, enforced from outside (the worker or process is ended). */
  timeMs: number;
  /** Memory of the engine: QuickJS's allocator limit; the Python process's resident size. */
  memoryMb: number;
  /** Characters of stdout and stderr together; past it the program is stopped. */
  outputChars: number;
};

export const defaultRunLimits: RunLimits = { timeMs: 5_000, memoryMb: 64, outputChars: 64_000 };

/** A message from a worker or the Python process to the one that started it. */
export type HostMessage =
  | { type: 'ready' }
  | { type: 'output'; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'done'; outcome: RunOutcome };
