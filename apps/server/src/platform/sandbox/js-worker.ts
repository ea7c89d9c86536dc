import { parentPort, workerData } from 'node:worker_threads';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';
import { lineOf, quickJsLine } from './line-of.ts';
import type { HostMessage, RunLimits, RunOutcome } from './outcome.ts';

/**
 * One JavaScript run in QuickJS compiled to WebAssembly, in a worker thread of its own. The
 * program sees only the language and a `console`: QuickJS has no network, file system, timers or
 * module loader unless the host gives them, and this host gives none. Its allocator is capped and
 * an interrupt handler stops it at the deadline; the runner that started this worker ends it from
 * outside too, in case the engine itself never comes back.
 */
const { code, limits } = workerData as { code: string; limits: RunLimits };
const post = (message: HostMessage) => parentPort?.postMessage(message);

// How a value is shown: strings as they are in console output, quoted as a result. Evaluated in
// the program's own engine so showing a value never runs its getters in the host.
const SHOW = `(value, quoted) => {
  try {
    if (typeof value === 'string') return quoted ? JSON.stringify(value) : value;
    if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
    if (typeof value === 'bigint') return value + 'n';
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'object' && value !== null) {
      const text = JSON.stringify(value);
      if (text !== undefined) return text;
    }
    return String(value);
  } catch (error) {
    return Object.prototype.toString.call(value);
  }
}`;

/** Why the interrupt handler stopped the program, if it did. */
let stoppedFor: 'time' | 'memory' | undefined;

async function run(): Promise<RunOutcome> {
  const quickjs = await newQuickJSWASMModuleFromVariant(variant);
  // The time limit counts from here: loading the engine is the worker's time, not the program's.
  post({ type: 'ready' });
  const runtime = quickjs.newRuntime();
  // Two guards on memory. Near QuickJS's own allocator limit every allocation collects garbage,
  // and a program that keeps allocating crawls there without reaching the interrupt check for
  // seconds; so the interrupt handler stops it first, once the engine's WebAssembly memory (which
  // only grows) passes the cap. The allocator limit, above it, catches one huge allocation.
  const cap = limits.memoryMb * 1024 * 1024;
  runtime.setMemoryLimit(cap * 2);
  runtime.setMaxStackSize(512 * 1024);
  const memory = quickjs.getWasmMemory();
  const pastDeadline = shouldInterruptAfterDeadline(Date.now() + limits.timeMs);
  runtime.setInterruptHandler((rt) => {
    if (memory.buffer.byteLength > cap) stoppedFor = 'memory';
    else if (pastDeadline(rt)) stoppedFor = 'time';
    return stoppedFor !== undefined;
  });
  // Nothing is disposed: the thread ends after this one run and takes the engine's memory with it.
  return runIn(runtime.newContext());
}

function runIn(context: QuickJSContext): RunOutcome {
  const show = context.unwrapResult(context.evalCode(SHOW, 'show.js'));
  const shown = (handle: QuickJSHandle, quoted: boolean): string => {
    const result = context.callFunction(show, context.undefined, handle, quoted ? context.true : context.false);
    if (result.error) {
      result.error.dispose();
      return '[value]';
    }
    const text = context.getString(result.value);
    result.value.dispose();
    return text;
  };
  const writer = (stream: 'stdout' | 'stderr') =>
    context.newFunction(stream === 'stdout' ? 'log' : 'error', (...args) => {
      post({ type: 'output', stream, text: args.map((arg) => shown(arg, false)).join(' ') + '\n' });
    });
  const consoleObject = context.newObject();
  for (const [name, stream] of [
    ['log', 'stdout'],
    ['info', 'stdout'],
    ['debug', 'stdout'],
    ['warn', 'stderr'],
    ['error', 'stderr'],
  ] as const) {
    const fn = writer(stream);
    context.setProp(consoleObject, name, fn);
    fn.dispose();
  }
  context.setProp(context.global, 'console', consoleObject);
  consoleObject.dispose();

  const result = context.evalCode(code, 'main.js');
  // Promise jobs the program queued (an async function, a `.then`) run before the end.
  context.runtime.executePendingJobs();
  // The program has ended: room to describe how (a program stopped for memory leaves none, and
  // reading its error needs a little). The deadline outside still holds.
  context.runtime.setMemoryLimit(-1);
  if (result.error) return failure(context, result.error);
  let value = result.value;
  const state = context.getPromiseState(value);
  if (state.type === 'rejected') {
    value.dispose();
    return failure(context, state.error);
  }
  if (state.type === 'fulfilled' && !state.notAPromise) {
    value.dispose();
    value = state.value;
  }
  const type = context.typeof(value);
  const outcome: RunOutcome = type === 'undefined' ? { kind: 'ok' } : { kind: 'ok', value: shown(value, true) };
  return outcome;
}

function failure(context: QuickJSContext, handle: QuickJSHandle): RunOutcome {
  const error = context.dump(handle) as unknown;
  handle.dispose();
  if (error && typeof error === 'object') {
    const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown };
    const text = `${typeof name === 'string' ? name : 'Error'}: ${typeof message === 'string' ? message : ''}`;
    if (name === 'InternalError' && message === 'interrupted' && stoppedFor === 'memory')
      return { kind: 'memory', megabytes: limits.memoryMb };
    if (name === 'InternalError' && message === 'interrupted')
      return { kind: 'timeout', seconds: limits.timeMs / 1000 };
    if (name === 'InternalError' && message === 'out of memory') return { kind: 'memory', megabytes: limits.memoryMb };
    return { kind: 'error', message: text, line: typeof stack === 'string' ? lineOf(stack, quickJsLine) : undefined };
  }
  return { kind: 'error', message: `Uncaught ${String(error)}` };
}

run().then(
  (outcome) => post({ type: 'done', outcome }),
  (error: unknown) => {
    // QuickJS raises out-of-memory in the host as well when the limit is hit while it allocates.
    const text = String(error);
    post({
      type: 'done',
      outcome: /out of memory/i.test(text) ? { kind: 'memory', megabytes: limits.memoryMb } : { kind: 'crashed' },
    });
  },
);
