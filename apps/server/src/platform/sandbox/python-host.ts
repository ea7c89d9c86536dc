import { constants } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { loadPyodide as LoadPyodide, PyodideAPI } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import { lineOf, pythonLine } from './line-of.ts';
import type { HostMessage, RunOutcome } from './outcome.ts';

/**
 * The Python process: Pyodide (CPython in WebAssembly, from its npm package) loaded once, then
 * one program at a time as its parent (python-pool.ts) sends them. The parent starts it under
 * Node's permission model (read only this folder and Pyodide's, no writes, no child processes,
 * workers or addons), without code generation from strings and without environment variables;
 * its time and memory are watched from outside, and it is killed at either limit.
 *
 * Inside, the bridges from Python to JavaScript are taken away once Pyodide has loaded: the `js`
 * and `pyodide_js` modules, and the globals through which JavaScript reaches the network or the
 * process (fetch, WebSocket, XMLHttpRequest, Pyodide's `require` shim, `process` itself). Python
 * sockets and urllib then fail ("host unreachable"), and `open` sees only Pyodide's in-memory
 * file system (NODEFS is never mounted).
 */
const pyodideDir = process.argv[2] ?? '';
const send = process.send?.bind(process);
const onMessage = process.on.bind(process);
const post = (message: HostMessage) => send?.(message);

// Pyodide's NODEFS reads the fs flags through process.binding, which the permission model
// refuses; the flags themselves are harmless, so they are handed over directly.
const binding = (name: string) => {
  if (name === 'constants') return { fs: constants };
  throw new Error('process.binding is not available');
};
Object.defineProperty(process, 'binding', { value: binding });

const { loadPyodide } = (await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href)) as {
  loadPyodide: typeof LoadPyodide;
};

let stream: 'stdout' | 'stderr' = 'stdout';
const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
const writer = (name: 'stdout' | 'stderr') => ({
  write(bytes: Uint8Array) {
    stream = name;
    const text = decoders[name].decode(bytes, { stream: true });
    if (text) post({ type: 'output', stream, text });
    return bytes.length;
  },
});

const pyodide: PyodideAPI = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  stdin: () => null,
  env: { HOME: '/home/pyodide' },
});
pyodide.setStdout(writer('stdout'));
pyodide.setStderr(writer('stderr'));

// Runs a program in its own globals and answers repr() of its last expression (None: nothing).
const runner = pyodide.runPython(`
import sys
for _name in list(sys.modules):
    if _name in ('js', 'pyodide_js') or _name.startswith(('js.', 'pyodide_js.')):
        del sys.modules[_name]

# Modules programs often use, imported once here rather than at each run's expense.
import json, math, re, random, datetime, collections, itertools, socket, urllib.request

def _run(source, globals):
    from pyodide.code import eval_code
    value = eval_code(source, globals, filename='<main>')
    return None if value is None else repr(value)

def _flush():
    sys.stdout.flush()
    sys.stderr.flush()

(_run, _flush)
`) as PyProxy & { get(index: number): ((...args: unknown[]) => unknown) & PyProxy };
const run = runner.get(0);
const flush = runner.get(1);

pyodide.unregisterJsModule('js');
pyodide.unregisterJsModule('pyodide_js');
const refuse = () => Promise.reject(new Error('Packages cannot be loaded in the sandbox'));
Object.assign(pyodide, { loadPackage: refuse, loadPackagesFromImports: refuse });
const globals = globalThis as Record<string, unknown>;
for (const name of ['require', 'fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'process']) delete globals[name];

onMessage('message', (message: { type: 'run'; code: string }) => {
  if (message.type !== 'run') return;
  post({ type: 'done', outcome: runProgram(message.code) });
});
post({ type: 'ready' });

function runProgram(code: string): RunOutcome {
  const scope = pyodide.toPy({ __name__: '__main__' }) as PyProxy;
  try {
    const value = run(code, scope);
    return typeof value === 'string' ? { kind: 'ok', value } : { kind: 'ok' };
  } catch (error) {
    const trace = error instanceof Error ? error.message : String(error);
    // The exception's own lines follow the traceback's last indented (frame or source) line.
    const lines = trace.trim().split('\n');
    const lastFrame = lines.findLastIndex((line) => line.startsWith(' '));
    const message = lines.slice(lastFrame + 1).join('\n') || 'Error';
    return { kind: 'error', message, line: lineOf(trace, pythonLine) };
  } finally {
    try {
      flush();
    } catch {
      // A program that closed its own stdout has nothing more to say.
    }
    scope.destroy();
  }
}
