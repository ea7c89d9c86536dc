/**
 * The answers this page is waiting for, by msgId, however they come (streamed, or whole over the
 * socket): stop, a socket result and logout find them here.
 */
export type Running = { controller: AbortController; stopping: boolean; settled: boolean; chatKey: string };
export const running = new Map<string, Running>();
