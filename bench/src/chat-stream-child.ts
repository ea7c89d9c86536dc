import { fork, type ChildProcess } from 'node:child_process';

/**
 * A bench helper process (the fake upstream, the readers) driven over IPC, so the load it
 * generates runs outside the server's thread: the server's heap and event loop are its own.
 */
export type Child = {
  call<T>(command: string, args?: Record<string, unknown>): Promise<T>;
  /** Called for every unsolicited message (progress signals such as "all streams open"). */
  onSignal(listener: (signal: string) => void): void;
  close(): Promise<void>;
};

type Reply = { id: number; result?: unknown; error?: string } | { signal: string };

export function startChild(file: string): Child {
  const child: ChildProcess = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners: Array<(signal: string) => void> = [];
  child.on('message', (message: Reply) => {
    if ('signal' in message) return listeners.forEach((listener) => listener(message.signal));
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result);
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`${file} exited with ${code}`));
    waiting.clear();
  });
  return {
    call: <T>(command: string, args: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command, args });
      }),
    onSignal: (listener) => listeners.push(listener),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** The child's side: answers each command with its handler's result. */
export function serveCommands(handlers: Record<string, (args: Record<string, unknown>) => Promise<unknown>>): void {
  process.on('message', (message: { id: number; command: string; args: Record<string, unknown> }) => {
    const handler = handlers[message.command];
    if (!handler) return process.send?.({ id: message.id, error: `unknown command ${message.command}` });
    handler(message.args).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
    );
  });
  // The parent going away ends the helper too.
  process.on('disconnect', () => process.exit(0));
}

/** Tells the parent that something happened (no reply expected). */
export function signal(name: string): void {
  process.send?.({ signal: name });
}
