import { randomUUID } from 'node:crypto';
import type { Source } from '@inkstone/contract/chat';
import { ResultCode } from '@inkstone/contract/envelope';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { formatMessage } from '@inkstone/contract/messages';
import { NoteLimits, StudioKind, type Note, type NoteSearch } from '@inkstone/contract/notebook-notes';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { addSourceIn, listSourcesIn } from '../knowledge/service.ts';
import { notebookAccess } from './access.ts';
import { mindMapOutline, readMindMap } from './mind-map.ts';
import { presentNote } from './note-present.ts';
import * as store from './note-store.ts';
import type { NotebookNoteRow } from './note-tables.ts';
import { scopeOf } from './service.ts';

type NotesPlatform = Pick<Platform, 'db' | 'config' | 'queue' | 'realtime' | 'vectorSearch' | 'ai'>;
type Caller = CallerWith<NotesPlatform>;

/**
 * A notebook's notes. Whoever may read the notebook reads its notes (a viewer too, as the
 * issue lets viewers read notes); writing one, editing, pinning, deleting and turning one into
 * a source are writes: the owner and editors only, like its sources.
 */
export const newId = () => randomUUID().replaceAll('-', '');

export async function createNote(
  caller: Caller,
  user: UserRow,
  body: {
    notebookId: string;
    title?: string;
    content: string;
    kind: 'note' | 'answer';
    citations: Source[];
    pinned: boolean;
  },
): Promise<Note> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  const note = await store.insertNote(caller.platform.db, {
    id: newId(),
    notebookId: notebook.id,
    title: body.title || null,
    content: body.content,
    kind: body.kind,
    pinned: body.pinned,
    citations: body.citations,
    createdBy: user.id,
  });
  return presentNote({ note, writer: user.nickname }, caller.language);
}

export async function updateNote(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; id: string; title?: string; content?: string; pinned?: boolean },
): Promise<Note> {
  const { db } = caller.platform;
  await notebookAccess(db, user, body.notebookId, 'write');
  const { note, writer } = await noteOf(caller, body.notebookId, body.id);
  const rewrites = body.title !== undefined || body.content !== undefined;
  if (rewrites && note.status === 'generating') throw new AppError(ResultCode.conflict, 'notebook.noteGenerating');
  const updated = await store.updateNote(db, note.id, {
    ...(body.title !== undefined ? { title: body.title || null } : {}),
    ...(body.content !== undefined ? { content: body.content } : {}),
    ...(body.pinned !== undefined ? { pinned: body.pinned } : {}),
  });
  if (!updated) throw noteMissing();
  return presentNote({ note: updated, writer }, caller.language);
}

export async function deleteNote(caller: Caller, user: UserRow, body: { notebookId: string; id: string }) {
  await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  if (!(await store.deleteNote(caller.platform.db, body.notebookId, body.id))) throw noteMissing();
  return true;
}

export async function notePage(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; current: number; size: number },
) {
  await notebookAccess(caller.platform.db, user, body.notebookId, 'read');
  const page = { offset: (body.current - 1) * body.size, limit: body.size };
  const found = await store.notesOf(caller.platform.db, body.notebookId, page);
  return {
    records: found.records.map((record) => presentNote(record, caller.language)),
    total: found.total,
    current: body.current,
    size: body.size,
    pages: Math.max(1, Math.ceil(found.total / body.size)),
  };
}

/**
 * The `@` menu's one call: notes whose title or content holds the keyword and sources whose
 * name does, each list at most SPEC §9's 200.
 */
export async function searchMentions(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; keyword: string },
): Promise<NoteSearch> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'read');
  const keyword = body.keyword.toLowerCase();
  const [notes, sources] = await Promise.all([
    store.searchNotes(caller.platform.db, notebook.id, body.keyword, NoteLimits.searchMax),
    listSourcesIn(caller, scopeOf(notebook)),
  ]);
  return {
    notes: notes.map(({ updatedAt, ...note }) => ({ ...note, updateTime: updatedAt.toISOString() })),
    sources: sources
      .filter((source) => source.name.toLowerCase().includes(keyword))
      .slice(0, NoteLimits.searchMax)
      .map((source) => ({ id: source.id, name: source.name, kind: source.kind })),
  };
}

/** Adds a note's text to the notebook as a pasted-text source, learned like any other. */
export async function noteToSource(
  caller: Caller,
  user: UserRow,
  body: { notebookId: string; id: string },
): Promise<SourceView> {
  const { notebook } = await notebookAccess(caller.platform.db, user, body.notebookId, 'write');
  const { note } = await noteOf(caller, body.notebookId, body.id);
  if (note.status === 'generating') throw new AppError(ResultCode.conflict, 'notebook.noteGenerating');
  const text = noteText(note);
  if (!text) throw invalid('validation.content');
  return addSourceIn(caller, scopeOf(notebook), user.id, {
    kind: 'text',
    title: noteTitle(note, text, caller.language),
    body: text.slice(0, NoteLimits.contentMax),
  });
}

/** What a note says as plain text: a mind map as its outline. */
function noteText(note: NotebookNoteRow): string {
  if (note.kind === 'mindMap') {
    const map = readMindMap(note.content);
    if (map) return mindMapOutline(map);
  }
  return note.content.trim();
}

/** Its title, or else its first line without Markdown marks, or else its studio kind's name. */
function noteTitle(note: NotebookNoteRow, text: string, language: Caller['language']): string {
  const firstLine = text
    .split('\n')
    .map((line) => line.replace(/^[\s#>*\-+\d.)]+/, '').trim())
    .find(Boolean);
  const studio = StudioKind.safeParse(note.kind);
  const title =
    note.title || (studio.success ? formatMessage(language, `notebook.studio.${studio.data}`) : firstLine) || note.kind;
  return title.slice(0, NoteLimits.titleMax);
}

async function noteOf(caller: Caller, notebookId: string, id: string): Promise<store.NoteRecord> {
  const found = await store.noteIn(caller.platform.db, notebookId, id);
  if (!found) throw noteMissing();
  return found;
}

const noteMissing = () => new AppError(ResultCode.notFound, 'notebook.noteNotFound');
