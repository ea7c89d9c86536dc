import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HostMessage, OutputPiece, RunLimits, RunOutcome } from './outcome.ts';

const hostFile = fileURLToPath(new URL('./python-host.ts', import.meta.url));
const pyodideDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
/** Loading Pyodide takes seconds, many more on a busy machine. */
const startMs = 90_000;

type Host = {
  child: ChildProcess;
  ready: Promise<boolean>;
  /** The user whose programs it runs: an interpreter keeps state, so it never serves another. */
  owner: string;
  busy: boolean;
  usedAt: number;
  /** Resident MB once loaded: the memory cap is counted above it, for all of its runs together. */
  loadedMb?: number;
};

/**
 * Python processes (python-host.ts), each loaded once and reused for its owner's next programs,
 * at most `size` at a time. A program that runs out of time or memory, or writes past the output
 * cap, is stopped by killing its process; the next run starts a fresh one. Another user's idle
 * process is ended to make room; when all are busy the run is refused as busy.
 */
export function pythonPool(size: number) {
  const hosts = new Set<Host>();

  function start(owner: string): Host {
    const child = spawn(
      process.execPath,
      [
        '--permission',
        `--allow-fs-read=${dirname(hostFile)}/`,
        `--allow-fs-read=${pyodideDir}/`,
        '--disallow-code-generation-from-strings',
        '--max-old-space-size=128',
        hostFile,
        pyodideDir,
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: {}, serialization: 'json' },
    );
    const host: Host = { child, owner, busy: false, usedAt: Date.now(), ready: Promise.resolve(false) };
    host.ready = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), startMs);
      child.on('message', (message: HostMessage) => {
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        host.loadedMb = residentMb(child.pid);
        resolve(true);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        hosts.delete(host);
        resolve(false);
      });
    });
    hosts.add(host);
    return host;
  }

  function end(host: Host) {
    hosts.delete(host);
    host.child.kill('SIGKILL');
  }

  /** The caller's idle process, a new one, or (room made by ending another's idle one) none. */
  function hostFor(owner: string): Host | undefined {
    const own = [...hosts].find((host) => host.owner === owner && !host.busy);
    if (own) return own;
    if (hosts.size >= size) {
      const idle = [...hosts].filter((host) => !host.busy).sort((a, b) => a.usedAt - b.usedAt)[0];
      if (!idle) return undefined;
      end(idle);
    }
    return start(owner);
  }

  async function run(
    owner: string,
    code: string,
    limits: RunLimits,
    onOutput: (piece: OutputPiece) => void,
    signal?: AbortSignal,
  ): Promise<RunOutcome> {
    const host = hostFor(owner);
    if (!host) return { kind: 'busy' };
    host.busy = true;
    try {
      if (!(await host.ready)) {
        end(host);
        return { kind: 'crashed' };
      }
      const outcome = await runOn(host, code, limits, onOutput, signal);
      if (outcome.kind !== 'ok' && outcome.kind !== 'error') end(host);
      return outcome;
    } finally {
      host.busy = false;
      host.usedAt = Date.now();
    }
  }

  return {
    run,
    /** Ends every process (the server is closing). */
    close() {
      for (const host of [...hosts]) end(host);
    },
  };
}

function runOn(
  host: Host,
  code: string,
  limits: RunLimits,
  onOutput: (piece: OutputPiece) => void,
  signal?: AbortSignal,
): Promise<RunOutcome> {
  const { child } = host;
  return new Promise((resolve) => {
    let written = 0;
    let settled = false;
    const finish = (outcome: RunOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(watch);
      child.off('message', listen);
      child.off('exit', exited);
      signal?.removeEventListener('abort', abort);
      resolve(outcome);
    };
    const listen = (message: HostMessage) => {
      if (message.type === 'output') {
        written += message.text.length;
        if (written > limits.outputChars) {
          const room = message.text.length - (written - limits.outputChars);
          if (room > 0) onOutput({ stream: message.stream, text: message.text.slice(0, room) });
          finish({ kind: 'output', kilobytes: Math.round(limits.outputChars / 1000) });
        } else onOutput({ stream: message.stream, text: message.text });
      } else if (message.type === 'done') finish(message.outcome);
    };
    const exited = () => finish({ kind: 'crashed' });
    const abort = () => finish({ kind: 'crashed' });
    const deadline = setTimeout(() => finish({ kind: 'timeout', seconds: limits.timeMs / 1000 }), limits.timeMs);
    // The interpreter's memory is WebAssembly memory, outside V8's heap limits: its process's
    // resident size is watched instead, above what the freshly loaded interpreter held (so what
    // one run keeps, say in builtins, counts against the next).
    const baseline = host.loadedMb;
    const watch = setInterval(() => {
      const now = residentMb(child.pid);
      if (now !== undefined && baseline !== undefined && now - baseline > limits.memoryMb)
        finish({ kind: 'memory', megabytes: limits.memoryMb });
    }, 50);
    child.on('message', listen);
    child.once('exit', exited);
    signal?.addEventListener('abort', abort);
    child.send({ type: 'run', code });
  });
}

/** A process's resident memory in MB from /proc (Linux); undefined elsewhere. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
