import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputPiece } from './outcome.ts';
import { createSandbox } from './sandbox.ts';

// One sandbox for the file, with short limits; the Python tests share one interpreter (loading
// Pyodide takes seconds), and those that get it killed (time, memory) run last.
const sandbox = createSandbox({ limits: { timeMs: 3000, memoryMb: 24, outputChars: 4_000 } });
let connections = 0;
let port = 0;
let listener: Server;

beforeAll(async () => {
  // A local server the programs try to reach: the sandbox must never connect to it.
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(() => {
  sandbox.close();
  listener.close();
});

async function run(language: 'javascript' | 'typescript' | 'python', code: string, owner = 'ann') {
  const pieces: OutputPiece[] = [];
  const outcome = await sandbox.run(owner, language, code, (piece) => pieces.push(piece));
  const text = (stream: string) =>
    pieces
      .filter((piece) => piece.stream === stream)
      .map((piece) => piece.text)
      .join('');
  return { outcome, stdout: text('stdout'), stderr: text('stderr') };
}

describe('JavaScript in QuickJS', () => {
  it('shows output, errors in their stream and the last value', async () => {
    const answer = await run('javascript', 'console.log("sum", 1 + 1, {a: [1]});\nconsole.error("careful");\n"done"');
    expect(answer).toEqual({
      outcome: { kind: 'ok', value: '"done"' },
      stdout: 'sum 2 {"a":[1]}\n',
      stderr: 'careful\n',
    });
  });

  it('reports an exception with its line, and runs TypeScript with its lines kept', async () => {
    expect((await run('javascript', 'let a = 1;\n\nnull.x')).outcome).toMatchObject({ kind: 'error', line: 3 });
    const typed = await run('typescript', 'const n: number = 2;\ninterface P { x: number }\nthrow new Error(`n=${n}`)');
    expect(typed.outcome).toEqual({ kind: 'error', message: 'Error: n=2', line: 3 });
    expect((await run('typescript', 'enum A { B }')).outcome.kind).toBe('error');
  });

  it('has no network, file system, process or module loader, even through an escape', async () => {
    const probe = await run(
      'javascript',
      `[typeof fetch, typeof XMLHttpRequest, typeof require, typeof process, typeof WebSocket,
        typeof constructor.constructor('return this')().process].join()`,
    );
    expect(probe.outcome).toEqual({
      kind: 'ok',
      value: '"undefined,undefined,undefined,undefined,undefined,undefined"',
    });
    expect((await run('javascript', 'import("fs")')).outcome).toMatchObject({ kind: 'error' });
    expect((await run('javascript', 'globalThis.std || globalThis.os || "none"')).outcome).toEqual({
      kind: 'ok',
      value: '"none"',
    });
  });

  it('stops an infinite loop at the time limit and a memory bomb at the memory limit', async () => {
    expect((await run('javascript', 'while (true) {}')).outcome).toEqual({ kind: 'timeout', seconds: 3 });
    const bomb = await run(
      'javascript',
      'const mb = "x".repeat(2 ** 20); const a = []; for (;;) a.push(mb + a.length)',
    );
    expect(bomb.outcome).toEqual({ kind: 'memory', megabytes: 24 });
  });

  it('cuts output at the cap and stops the program', async () => {
    const spam = await run('javascript', 'for (;;) console.log("spam")');
    expect(spam.outcome).toEqual({ kind: 'output', kilobytes: 4 });
    expect(spam.stdout.length).toBe(4_000);
  });
});

describe('Python in Pyodide', () => {
  it('shows output, the last value and an exception with its line', { timeout: 120_000 }, async () => {
    const answer = await run('python', 'import sys\nprint("hi", 6 * 7)\nprint("oops", file=sys.stderr)\n[1, "a"]');
    expect(answer).toEqual({ outcome: { kind: 'ok', value: "[1, 'a']" }, stdout: 'hi 42\n', stderr: 'oops\n' });
    const failed = await run('python', 'x = 1\n\nx / 0');
    expect(failed.outcome).toEqual({ kind: 'error', message: 'ZeroDivisionError: division by zero', line: 3 });
  });

  it('has no bridge to JavaScript, the network or the real file system', async () => {
    const attempts = [
      'import js',
      'import pyodide_js',
      'from pyodide.code import run_js; run_js("process")',
      `import socket; socket.create_connection(("127.0.0.1", ${port}), timeout=1)`,
      `import urllib.request; urllib.request.urlopen("http://127.0.0.1:${port}/")`,
      `import pyodide.http; pyodide.http.open_url("http://127.0.0.1:${port}/")`,
      'open("/etc/passwd").read()',
      'from pyodide.ffi import to_js; to_js({}).constructor.constructor("return process")()',
      'import micropip',
    ];
    for (const code of attempts) expect((await run('python', code)).outcome, code).toMatchObject({ kind: 'error' });
    const listing = await run('python', 'import os; sorted(os.listdir("/"))');
    expect(listing.outcome).toEqual({ kind: 'ok', value: "['dev', 'home', 'lib', 'proc', 'tmp']" });
    expect(connections).toBe(0);
  });

  // Each of these starts an interpreter (seconds, more on a busy machine).
  it("keeps one user's interpreter from another's", { timeout: 120_000 }, async () => {
    await run('python', 'import builtins; builtins.secret = "ann\'s"');
    expect((await run('python', 'getattr(__builtins__, "secret", None) or "none"', 'bob')).outcome).toEqual({
      kind: 'ok',
      value: "'none'",
    });
  });

  it(
    'stops an infinite loop and a memory bomb, and the next run gets a fresh interpreter',
    { timeout: 120_000 },
    async () => {
      expect((await run('python', 'while True:\n    pass')).outcome).toEqual({ kind: 'timeout', seconds: 3 });
      const bomb = await run('python', 'blocks = []\nwhile True:\n    blocks.append(b"x" * 50_000_000)', 'bob');
      expect(bomb.outcome).toEqual({ kind: 'memory', megabytes: 24 });
      expect((await run('python', 'print("again")')).stdout).toBe('again\n');
    },
  );
});
