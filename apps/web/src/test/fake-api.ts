import { vi } from 'vitest';
import { jsonResponse } from './sse.ts';

/** One call the page made: its path under /api/, query, raw body and the body read as JSON. */
export type FakeCall = { path: string; query: URLSearchParams; body: string | null; json: Record<string, unknown> };
/** What a handler answers: the envelope's code, message and data (and any other envelope field). */
export type FakeAnswer = { code: number; msg?: string; data?: unknown; [field: string]: unknown };
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

function jsonOf(body: string | null): Record<string, unknown> {
  if (!body) return {};
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {}; // a form body (URLSearchParams): read it from `body`
  }
}

/**
 * A fetch stand-in for a feature's API calls: each path's handler answers in the server's
 * envelope (200, or 400 for any other code), a path with no handler answers 404, and every call
 * is kept. Only the network boundary is replaced; the feature's fakes hold their state.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? raw : raw instanceof URLSearchParams ? raw.toString() : null;
    const call = { path, query: url.searchParams, body, json: jsonOf(body) };
    calls.push(call);
    const handler = handlers[path];
    if (!handler) return jsonResponse({ code: 404, msg: `no handler for ${path}` }, 404);
    const answer = await handler(call);
    return jsonResponse({ msg: 'ok', ...answer }, answer.code === 200 ? 200 : 400);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    on: (path: string, handler: FakeHandler) => {
      handlers[path] = handler;
    },
  };
}
