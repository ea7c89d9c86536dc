import { spawn } from 'node:child_process';
import { MediaError } from './errors.ts';

export type RunOptions = { timeoutMs?: number; signal?: AbortSignal };

/** Enough of stderr to say why ffmpeg failed without keeping a whole decode log in memory. */
const STDERR_KEEP = 4000;
const STDOUT_LIMIT = 1024 * 1024;

/**
 * Runs a media tool with an argument array (never a shell: file names are data, not syntax),
 * kills it after `timeoutMs` or when `signal` aborts, and resolves with its stdout and stderr
 * (where ffmpeg writes its progress). Failures become MediaError with the end of stderr in the
 * message, so logs say what ffmpeg said.
 */
export type RunOutput = { stdout: string; stderr: string };

export function runTool(command: string, args: string[], options: RunOptions = {}): Promise<RunOutput> {
  const { timeoutMs = 120_000, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new MediaError('failed', `${command}: aborted`, '', { cause: signal.reason }));
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let settled = false;
    let killedFor: 'timeout' | 'abort' | null = null;
    const kill = (why: 'timeout' | 'abort') => {
      killedFor = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), timeoutMs);
    const onAbort = () => kill('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (error: MediaError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ stdout, stderr });
    };
    child.stdout.setEncoding('utf8').on('data', (data: string) => {
      if (stdout.length < STDOUT_LIMIT) stdout += data;
    });
    child.stderr.setEncoding('utf8').on('data', (data: string) => {
      stderr = (stderr + data).slice(-STDERR_KEEP);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      finish(
        new MediaError(
          missing ? 'missing' : 'failed',
          missing ? `${command} is not installed (or not executable)` : `${command}: ${error.message}`,
          '',
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      if (killedFor === 'timeout')
        return finish(new MediaError('timeout', `${command} ran past ${timeoutMs} ms`, stderr));
      if (killedFor === 'abort') return finish(new MediaError('failed', `${command}: aborted`, stderr));
      if (code === 0) return finish(null);
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      finish(new MediaError('failed', `${command} exited with ${code}: ${last}`, stderr));
    });
  });
}
