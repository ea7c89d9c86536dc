import type { SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import type { Member, Notebook } from '@inkstone/contract/notebooks';
import { fakeApi, type FakeHandler } from '@/test/fake-api.ts';

let ids = 0;

/** A notebook as the page call answers it: one of the reader's own unless told otherwise. */
export function notebook(overrides: Partial<Notebook> = {}): Notebook {
  ids += 1;
  return {
    id: `nb${ids}`,
    name: `Notebook ${ids}`,
    emoji: null,
    role: 'owner',
    owner: { id: 1, nickname: 'Me' },
    sourceCount: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    lastOpenedAt: null,
    ...overrides,
  };
}

const page = (records: Notebook[], current = 1, size = 24) => ({
  records: records.slice((current - 1) * size, current * size),
  total: records.length,
  current,
  size,
  pages: Math.max(1, Math.ceil(records.length / size)),
});

/**
 * A fetch stand-in for the notebook calls, holding its lists in memory as the server would
 * (newest first): the network boundary is all a test replaces. Every call is kept.
 */
export function fakeNotebookServer(
  start: { mine?: Notebook[]; shared?: Notebook[]; members?: Member[]; sources?: SourceDetail[] } = {},
) {
  const state = {
    mine: [...(start.mine ?? [])],
    shared: [...(start.shared ?? [])],
    members: [...(start.members ?? [])],
    /** Every notebook's sources, with their passages (one notebook per test is enough). */
    sources: [...(start.sources ?? [])],
  };
  const view = ({ container: _container, payload: _payload, passages: _passages, ...rest }: SourceDetail): SourceView =>
    rest;
  const handlers: Record<string, FakeHandler> = {
    'cli/notebook/v1/page': ({ json }) => {
      const list = json.scope === 'shared' ? state.shared : state.mine;
      return { code: 200, data: page(list, Number(json.current ?? 1), Number(json.size ?? 24)) };
    },
    'cli/notebook/v1/create': ({ json }) => {
      const created = notebook({ name: String(json.name), emoji: (json.emoji as string | undefined) ?? null });
      state.mine.unshift(created);
      return { code: 200, data: created };
    },
    'cli/notebook/v1/update': ({ json }) => {
      const found = state.mine.find((entry) => entry.id === json.id);
      if (!found) return { code: 404, msg: 'Not found' };
      if (typeof json.name === 'string') found.name = json.name;
      if (json.emoji !== undefined) found.emoji = json.emoji as string | null;
      return { code: 200, data: { ...found } };
    },
    'cli/notebook/v1/del': ({ json }) => {
      state.mine = state.mine.filter((entry) => entry.id !== json.id);
      return { code: 200, data: true };
    },
    'cli/notebook/v1/get': ({ json }) => {
      const found = [...state.mine, ...state.shared].find((entry) => entry.id === json.id);
      return found ? { code: 200, data: found } : { code: 404, msg: 'Not found' };
    },
    'cli/notebook/source/v1/page': () => ({ code: 200, data: state.sources.map(view) }),
    'cli/notebook/source/v1/get': ({ json }) => {
      const found = state.sources.find((source) => source.id === json.id);
      return found ? { code: 200, data: found } : { code: 404, msg: 'Not found' };
    },
    'cli/notebook/source/v1/relearn': ({ json }) => {
      const found = state.sources.find((source) => source.id === json.id);
      if (!found) return { code: 404, msg: 'Not found' };
      Object.assign(found, { state: 'queued', notebookStatus: 'inQueue', reason: null, progress: 0 });
      return { code: 200, data: view(found) };
    },
    'cli/notebook/source/v1/del': ({ json }) => {
      state.sources = state.sources.filter((source) => source.id !== json.id);
      return { code: 200, data: true };
    },
    'cli/notebook/share/v1/list': () => ({ code: 200, data: state.members }),
    'cli/notebook/share/v1/invite': ({ json }) => {
      const member: Member = {
        email: String(json.email),
        role: json.role as Member['role'],
        nickname: null,
        invitedAt: '2026-01-02T10:00:00.000Z',
      };
      state.members = [member, ...state.members.filter((entry) => entry.email !== member.email)];
      return { code: 200, data: member };
    },
    'cli/notebook/share/v1/revoke': ({ json }) => {
      state.members = state.members.filter((entry) => entry.email !== json.email);
      return { code: 200, data: true };
    },
  };
  return { state, ...fakeApi(handlers) };
}
