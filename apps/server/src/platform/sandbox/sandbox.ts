import { runJavaScript } from './js-runner.ts';
import {
  defaultRunLimits,
  type OutputPiece,
  type RunLimits,
  type RunOutcome,
  type SandboxLanguage,
} from './outcome.ts';
import { pythonPool } from './python-pool.ts';
import { stripTypes } from './strip-types.ts';

export type SandboxOptions = {
  limits?: Partial<RunLimits>;
  /** JavaScript runs at once across the instance (each a worker thread). */
  javascriptRuns?: number;
  /** Python processes kept (each a loaded interpreter of about 100 MB). */
  pythonProcesses?: number;
};

export type Sandbox = ReturnType<typeof createSandbox>;

/**
 * Runs untrusted programs (see README.md): JavaScript and TypeScript in QuickJS, Python in
 * Pyodide. `owner` keeps one user's Python state away from another's.
 */
export function createSandbox(options: SandboxOptions = {}) {
  const limits: RunLimits = { ...defaultRunLimits, ...options.limits };
  const javascriptRuns = options.javascriptRuns ?? 2;
  const python = pythonPool(options.pythonProcesses ?? 2);
  let running = 0;

  async function run(
    owner: string,
    language: SandboxLanguage,
    code: string,
    onOutput: (piece: OutputPiece) => void,
    signal?: AbortSignal,
  ): Promise<RunOutcome> {
    if (language === 'python') return python.run(owner, code, limits, onOutput, signal);
    let source = code;
    if (language === 'typescript') {
      const stripped = stripTypes(code);
      if (!stripped.ok) return { kind: 'error', message: stripped.message };
      source = stripped.code;
    }
    if (running >= javascriptRuns) return { kind: 'busy' };
    running += 1;
    try {
      return await runJavaScript(source, limits, onOutput, signal);
    } finally {
      running -= 1;
    }
  }

  return { run, limits, close: () => python.close() };
}
