import type { SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import { botStatusCode, notebookStatus, type SourceState } from '@inkstone/contract/knowledge';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/sse.ts';

let ids = 0;

/** A source as the list call answers it; a learned text unless told otherwise. */
export function sourceView(overrides: Partial<SourceView> & { state?: SourceState } = {}): SourceView {
  const state = overrides.state ?? 'learned';
  return {
    id: overrides.id ?? `src${(ids += 1)}`,
    kind: 'text',
    origin: 'original',
    name: 'Travel notes',
    size: 1200,
    state,
    notebookStatus: notebookStatus(state),
    botStatus: botStatusCode(state),
    reason: null,
    progress: state === 'learned' ? 100 : 0,
    chunkCount: state === 'learned' ? 3 : 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    learnedAt: state === 'learned' ? '2026-01-01T10:00:05.000Z' : null,
    ...overrides,
  };
}

export function sourceDetail(view: SourceView, passages: SourceDetail['passages']): SourceDetail {
  return {
    ...view,
    container: { kind: 'bot', id: 'b1' },
    payload: { kind: view.kind },
    passages,
    digest: { summary: passages[0]?.text.split(/(?<=[.。])/)[0] ?? '', topics: [] },
  };
}

type Call = { path: string; query: URLSearchParams; json: Record<string, unknown> };
type Answer = { code: number; msg?: string; data?: unknown };
type Handler = (call: Call) => Answer | Promise<Answer>;

/** A fetch stand-in for the knowledge calls: defaults answer an empty list; every call is kept. */
export function fakeKnowledgeServer() {
  const calls: Call[] = [];
  const handlers: Record<string, Handler> = {
    'cli/knowledge/v1/list': () => ({ code: 200, data: [] }),
    'cli/knowledge/v1/add': (call) => {
      const source = call.json.source as { kind: SourceView['kind'] | 'qaTable' };
      const kind = source.kind === 'qaTable' ? 'qa' : source.kind;
      return { code: 200, data: sourceView({ kind, state: 'queued', name: `added ${kind}` }) };
    },
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const json = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = { path, query: url.searchParams, json };
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
    on: (path: string, handler: Handler) => {
      handlers[path] = handler;
    },
  };
}
