import type { Source } from '@inkstone/contract/chat';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import type { NotebookNotePush, Note, NoteKind } from '@inkstone/contract/notebook-notes';
import { fakeNotebookServer } from '../../testing/fake-notebook-server.ts';

let ids = 0;
let clock = Date.parse('2026-03-01T10:00:00.000Z');
const nextTime = () => new Date((clock += 60_000)).toISOString();

/** A note as the server answers it: a ready hand-written note unless told otherwise. */
export function note(overrides: Partial<Note> = {}): Note {
  ids += 1;
  const time = nextTime();
  return {
    id: `note${ids}`,
    notebookId: 'nb1',
    title: `Note ${ids}`,
    content: `Text of note ${ids}`,
    pinned: false,
    kind: 'note',
    status: 'ready',
    progress: 100,
    error: null,
    citations: [],
    createdBy: { id: 1, nickname: 'Me' },
    createTime: time,
    updateTime: time,
    ...overrides,
  };
}

export function citation(index: number, overrides: Partial<Source> = {}): Source {
  return {
    index,
    title: `Source ${index}`,
    sourceId: `src${index}`,
    ordinal: index,
    quote: `quote ${index}`,
    ...overrides,
  };
}

type Handler = Parameters<ReturnType<typeof fakeNotebookServer>['on']>[1];

/** The server's order: pinned first, then newest. */
const ordered = (notes: Note[]) =>
  [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createTime.localeCompare(a.createTime));

/**
 * The notes and studio calls, added to the notebook fake's fetch stand-in (a new one, or `base`),
 * keeping the notes in memory as the server would (only the network boundary is replaced). Every
 * call is kept. A studio job is driven by hand: `progress`, `settle` or `fail` a generating note,
 * each giving the push the server would send.
 */
export function fakeNotesServer(start: { notes?: Note[] } = {}, base?: ReturnType<typeof fakeNotebookServer>) {
  const state = { notes: [...(start.notes ?? [])] };
  const find = (id: unknown) => state.notes.find((entry) => entry.id === id);
  const handlers: Record<string, Handler> = {
    'cli/notebook/note/v1/page': ({ json }) => {
      const list = ordered(state.notes.filter((entry) => entry.notebookId === json.notebookId));
      const size = Number(json.size ?? 20);
      const current = Number(json.current ?? 1);
      return {
        code: 200,
        data: {
          records: list.slice((current - 1) * size, current * size),
          total: list.length,
          current,
          size,
          pages: Math.max(1, Math.ceil(list.length / size)),
        },
      };
    },
    'cli/notebook/note/v1/create': ({ json }) => {
      const created = note({
        notebookId: String(json.notebookId),
        title: (json.title as string | undefined) ?? null,
        content: String(json.content),
        kind: (json.kind as NoteKind | undefined) ?? 'note',
        citations: (json.citations as Source[] | undefined) ?? [],
      });
      state.notes.push(created);
      return { code: 200, data: created };
    },
    'cli/notebook/note/v1/update': ({ json }) => {
      const found = find(json.id);
      if (!found) return { code: 404, msg: 'This note does not exist' };
      if (typeof json.title === 'string') found.title = json.title || null;
      if (typeof json.content === 'string') found.content = json.content;
      if (typeof json.pinned === 'boolean') found.pinned = json.pinned;
      return { code: 200, data: { ...found } };
    },
    'cli/notebook/note/v1/del': ({ json }) => {
      state.notes = state.notes.filter((entry) => entry.id !== json.id);
      return { code: 200, data: true };
    },
    'cli/notebook/note/v1/toSource': ({ json }) => {
      const found = find(json.id);
      if (!found) return { code: 404, msg: 'This note does not exist' };
      const time = nextTime();
      const source: SourceView = {
        id: `source-of-${found.id}`,
        kind: 'text',
        origin: 'original',
        name: found.title ?? 'Note',
        size: found.content.length,
        state: 'queued',
        notebookStatus: 'inQueue',
        botStatus: 1,
        reason: null,
        progress: 0,
        chunkCount: 0,
        createdAt: time,
        updatedAt: time,
        learnedAt: null,
      };
      return { code: 200, data: source };
    },
    'cli/notebook/note/v1/search': ({ json }) => {
      const keyword = String(json.keyword ?? '').toLowerCase();
      const notes = ordered(state.notes)
        .filter((entry) => `${entry.title ?? ''} ${entry.content}`.toLowerCase().includes(keyword))
        .slice(0, 200)
        .map(({ id, title, kind, pinned, status, updateTime, content }) => ({
          id,
          title,
          kind,
          pinned,
          status,
          updateTime,
          excerpt: content.slice(0, 80),
        }));
      return { code: 200, data: { notes, sources: [] } };
    },
    'cli/notebook/studio/v1/generate': ({ json }) => {
      const kind = json.kind as NoteKind;
      const existing = state.notes.find((entry) => entry.notebookId === json.notebookId && entry.kind === kind);
      const generating = { status: 'generating' as const, progress: 0, error: null, content: '' };
      if (existing) {
        Object.assign(existing, generating);
        return { code: 200, data: { ...existing } };
      }
      const created = note({ notebookId: String(json.notebookId), kind, title: null, ...generating });
      state.notes.push(created);
      return { code: 200, data: created };
    },
  };
  // The notebook fake holds the fetch stub; these calls join its handlers (a page test can
  // have both a notebook's sources and its notes).
  const server = base ?? fakeNotebookServer();
  for (const [path, handler] of Object.entries(handlers)) server.on(path, handler);

  /** The push the studio job sends as it moves on, after changing the note as the job would. */
  const push = (found: Note, status: NotebookNotePush['status'], error: string | null = null): NotebookNotePush => ({
    type: 'notebookNote',
    taskId: `task-${found.id}`,
    status,
    progress: found.progress,
    error,
    noteId: found.id,
    notebookId: found.notebookId,
    kind: found.kind,
  });
  const byKind = (kind: NoteKind) => {
    const found = state.notes.find((entry) => entry.kind === kind);
    if (!found) throw new Error(`no ${kind} note`);
    return found;
  };
  return {
    state,
    calls: server.calls,
    callsTo: server.callsTo,
    on: server.on,
    progress: (kind: NoteKind, progress: number) => {
      const found = byKind(kind);
      found.progress = progress;
      return push(found, 'running');
    },
    settle: (kind: NoteKind, content: string, citations: Source[] = []) => {
      const found = byKind(kind);
      Object.assign(found, { status: 'ready', progress: 100, content, citations });
      return push(found, 'done');
    },
    fail: (kind: NoteKind, reason: string) => {
      const found = byKind(kind);
      Object.assign(found, { status: 'failed', error: reason });
      return push(found, 'failed', 'notebook.studioFailed');
    },
  };
}
