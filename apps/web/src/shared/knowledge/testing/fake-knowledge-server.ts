import type { SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import { botStatusCode, notebookStatus, type SourceState } from '@inkstone/contract/knowledge';
import { fakeApi, type FakeHandler } from '@/test/fake-api.ts';

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

/** A fetch stand-in for the knowledge calls: defaults answer an empty list; every call is kept. */
export function fakeKnowledgeServer() {
  const handlers: Record<string, FakeHandler> = {
    'cli/knowledge/v1/list': () => ({ code: 200, data: [] }),
    'cli/knowledge/v1/add': (call) => {
      const source = call.json.source as { kind: SourceView['kind'] | 'qaTable' };
      const kind = source.kind === 'qaTable' ? 'qa' : source.kind;
      return { code: 200, data: sourceView({ kind, state: 'queued', name: `added ${kind}` }) };
    },
  };
  return fakeApi(handlers);
}
