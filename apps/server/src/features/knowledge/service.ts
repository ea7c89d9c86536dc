import { randomUUID } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import type { Container, SourceOrigin, SourcePayload } from '@inkstone/contract/knowledge';
import type { AddSourceBody, NewSource, SearchHit, SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import type { ContextDocument } from '../../ai/types.ts';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Accept } from '../../platform/storage/sniff.ts';
import { findFile } from '../files/service.ts';
import { chunksOf, forgetSource } from './chunks-store.ts';
import { learnJob } from './learn-job.ts';
import { presentDetail, presentSource, pushOf } from './present.ts';
import { unsupportedFormat } from './refusal.ts';
import { retrievalOf, searchKnowledge } from './retrieval.ts';
import * as store from './sources-store.ts';
import type { KnowledgeSourceRow } from './tables.ts';

type KnowledgePlatform = Pick<Platform, 'db' | 'config' | 'queue' | 'realtime' | 'vectorSearch' | 'ai'>;
type Caller = CallerWith<KnowledgePlatform>;

/** Reads an uploaded Q&A table into pairs; given by the composition root (loaders). */
export type QaTableReader = (file: FileRow) => Promise<{ question: string; answer: string }[]>;

const IMAGE_TYPES: readonly string[] = Accept.images;

/** Whose sources: the container's owner (rows carry it) and the container itself. */
export type Scope = { userId: number; container: Container };
/** A scope for answering: some of the container's sources only, when the reader picked them. */
export type GroundingScope = Scope & { sourceIds?: readonly string[] };

/**
 * The knowledge calls. A container (a bot's knowledge base, a notebook) is its owner's
 * namespace: every row carries the owner and every query filters on it, so one user's
 * "notebook 1" never meets another's. Called directly, the caller is the owner; the notebooks
 * feature checks who may use a shared notebook and calls the `…In` functions with its owner.
 */
export async function addSource(
  caller: Caller,
  user: UserRow,
  body: AddSourceBody,
  readQaTable: QaTableReader,
): Promise<SourceView> {
  const scope = { userId: user.id, container: body.container };
  return addSourceIn(caller, scope, user.id, body.source, body.origin, readQaTable);
}

/** Adds a source to a container; `uploaderId` is who uploaded its file (an editor, for a notebook). */
export async function addSourceIn(
  caller: Caller,
  scope: Scope,
  uploaderId: number,
  source: NewSource,
  givenOrigin?: SourceOrigin,
  readQaTable?: QaTableReader,
): Promise<SourceView> {
  const { db, config } = caller.platform;
  if ((await store.countIn(db, scope)) >= config.KNOWLEDGE_MAX_SOURCES) {
    throw new AppError(ResultCode.conflict, 'knowledge.sourceLimit', { limit: config.KNOWLEDGE_MAX_SOURCES });
  }
  const { payload, name, size } = await prepare(caller, uploaderId, source, readQaTable);
  const origin = givenOrigin ?? (payload.kind === 'url' ? 'web' : 'original');
  const row = await store.insertSource(db, {
    id: randomUUID().replaceAll('-', ''),
    userId: scope.userId,
    containerKind: scope.container.kind,
    containerId: scope.container.id,
    kind: payload.kind,
    origin,
    name,
    size,
    payload,
  });
  // Queued before its job exists: a crash between the two leaves a queued source with no job,
  // which the start-up sweep (resume.ts) queues again.
  const queued = (await store.transitionSource(db, row.id, 'queued')) ?? row;
  await learnJob.enqueue(caller.platform.queue, { sourceId: row.id }, { userId: scope.userId });
  return presentSource(queued, caller.language);
}

/** Checks one new source and turns it into what is stored; files are checked by their content. */
async function prepare(
  caller: Caller,
  uploaderId: number,
  source: NewSource,
  readQaTable: QaTableReader | undefined,
): Promise<{ payload: SourcePayload; name: string; size: number }> {
  switch (source.kind) {
    case 'text':
      return { payload: source, name: source.title, size: source.body.length };
    case 'qa': {
      const name = source.title || source.pairs[0]!.question;
      const size = source.pairs.reduce((sum, pair) => sum + pair.question.length + pair.answer.length, 0);
      return { payload: { kind: 'qa', pairs: source.pairs }, name: name.slice(0, 100), size };
    }
    case 'url':
      return { payload: source, name: source.url.slice(0, 200), size: 0 };
    case 'address':
      return { payload: source, name: source.name, size: source.address.length };
    case 'qaTable': {
      if (!readQaTable) throw invalid('errors.invalidRequest');
      const file = await ownFile(caller, uploaderId, source.fileId);
      const pairs = await readQaTable(file);
      return { payload: { kind: 'qa', pairs }, name: file.name, size: file.size };
    }
    case 'file': {
      const file = await ownFile(caller, uploaderId, source.fileId);
      if (IMAGE_TYPES.includes(file.mime)) throw unsupportedFormat();
      return {
        payload: { kind: 'file', fileId: file.id, extension: file.extension },
        name: file.name,
        size: file.size,
      };
    }
    case 'image': {
      const file = await ownFile(caller, uploaderId, source.fileId);
      if (!IMAGE_TYPES.includes(file.mime)) throw invalid('knowledge.notAnImage');
      return { payload: { kind: 'image', fileId: file.id }, name: file.name, size: file.size };
    }
  }
}

/** An uploaded file of the caller's, of a size the knowledge limits allow. */
async function ownFile(caller: Caller, uploaderId: number, fileId: string): Promise<FileRow> {
  const file = await findFile(caller.platform.db, fileId);
  // Another user's file answers as a missing one: ids are not to be probed.
  if (!file || file.userId !== uploaderId) throw new AppError(ResultCode.notFound, 'knowledge.fileMissing');
  if (!Accept.knowledge.includes(file.mime as (typeof Accept.knowledge)[number])) throw unsupportedFormat();
  const maxBytes = caller.platform.config.KNOWLEDGE_FILE_MAX_MB * 1024 * 1024;
  if (file.size > maxBytes) {
    throw new AppError(ResultCode.tooLarge, 'knowledge.fileTooLarge', { limit: formatSize(maxBytes) });
  }
  return file;
}

export async function listSources(caller: Caller, user: UserRow, container: Container): Promise<SourceView[]> {
  return listSourcesIn(caller, { userId: user.id, container });
}

export async function listSourcesIn(caller: Caller, scope: Scope): Promise<SourceView[]> {
  const rows = await store.sourcesIn(caller.platform.db, scope);
  return rows.map((row) => presentSource(row, caller.language));
}

/** A source of this container (one of another container answers as missing). */
export async function sourceDetailIn(caller: Caller, scope: Scope, id: string): Promise<SourceDetail> {
  const source = await inScope(caller, scope, id);
  return presentDetail(source, await chunksOf(caller.platform.db, id), caller.language);
}

export async function deleteSourceIn(caller: Caller, scope: Scope, id: string): Promise<boolean> {
  await inScope(caller, scope, id);
  return store.deleteSource(caller.platform.db, id);
}

async function inScope(caller: Caller, scope: Scope, id: string): Promise<KnowledgeSourceRow> {
  const source = await store.sourceById(caller.platform.db, id);
  const inside =
    source?.userId === scope.userId &&
    source.containerKind === scope.container.kind &&
    source.containerId === scope.container.id;
  if (!source || !inside) throw new AppError(ResultCode.notFound, 'knowledge.notFound');
  return source;
}

export async function sourceStatus(caller: Caller, user: UserRow, ids: string[]): Promise<SourceView[]> {
  const rows = await store.ownSources(caller.platform.db, user.id, ids);
  return rows.map((row) => presentSource(row, caller.language));
}

export async function sourceDetail(caller: Caller, user: UserRow, id: string): Promise<SourceDetail> {
  const source = await own(caller, user, id);
  return presentDetail(source, await chunksOf(caller.platform.db, id), caller.language);
}

export async function cancelSource(caller: Caller, user: UserRow, id: string): Promise<SourceView> {
  await own(caller, user, id);
  const row = await store.transitionSource(caller.platform.db, id, 'cancelled');
  if (!row) throw invalid('knowledge.cannotCancel');
  return moved(caller, row);
}

/**
 * Learns a source again: a learned one waits as "to be relearned" and keeps answering; a
 * failed, cancelled or forgotten one is queued afresh.
 */
export async function relearnSource(caller: Caller, user: UserRow, id: string): Promise<SourceView> {
  const { db, queue } = caller.platform;
  const source = await own(caller, user, id);
  const to = source.status === 'learned' ? 'toRelearn' : 'queued';
  const row = await store.transitionSource(db, id, to, { failureReason: null, progress: 0 });
  if (!row) throw invalid('knowledge.cannotRelearn');
  await learnJob.enqueue(queue, { sourceId: id }, { userId: user.id });
  return moved(caller, row);
}

export async function forget(caller: Caller, user: UserRow, id: string): Promise<SourceView> {
  await own(caller, user, id);
  const row = await forgetSource(caller.platform.db, id);
  if (!row) throw invalid('knowledge.cannotForget');
  return moved(caller, row);
}

export async function deleteSource(caller: Caller, user: UserRow, id: string): Promise<boolean> {
  await own(caller, user, id);
  return store.deleteSource(caller.platform.db, id);
}

export async function search(
  caller: Caller,
  user: UserRow,
  body: { container: Container; question: string; topK: number; minScore: number },
): Promise<SearchHit[]> {
  const hits = await searchKnowledge(
    retrievalOf(caller.platform),
    { userId: user.id, container: body.container },
    body.question,
    { topK: body.topK, minScore: body.minScore },
  );
  return hits.map((hit) => ({
    sourceId: hit.sourceId,
    sourceName: hit.sourceName,
    ordinal: hit.ordinal,
    text: hit.text,
    page: hit.page,
    start: hit.startOffset,
    end: hit.endOffset,
    score: hit.score,
  }));
}

/** The caller's own source; another user's answers as a missing one. */
async function own(caller: Caller, user: UserRow, id: string): Promise<KnowledgeSourceRow> {
  const source = await store.sourceById(caller.platform.db, id);
  if (!source || source.userId !== user.id) throw new AppError(ResultCode.notFound, 'knowledge.notFound');
  return source;
}

async function moved(caller: Caller, row: KnowledgeSourceRow): Promise<SourceView> {
  await caller.platform.realtime.publish(row.userId, pushOf(row)).catch(() => undefined);
  return presentSource(row, caller.language);
}

/** How many passages a grounded answer reads. */
export const GROUNDING_PASSAGES = 6;

/**
 * The passages of a container that best answer a question, as documents a model reads and
 * cites: each one a numbered source that knows its knowledge source, page and offsets.
 */
export async function groundingDocuments(
  platform: Pick<Platform, 'db' | 'vectorSearch' | 'ai'>,
  scope: GroundingScope,
  question: string,
  options: { topK?: number; minScore?: number } = {},
): Promise<ContextDocument[]> {
  const hits = await searchKnowledge(retrievalOf(platform), scope, question, {
    topK: options.topK ?? GROUNDING_PASSAGES,
    minScore: options.minScore,
  });
  return hits.map((hit) => ({
    id: `knowledge:${hit.sourceId}:${hit.ordinal}`,
    title: hit.page ? `${hit.sourceName} · p. ${hit.page}` : hit.sourceName,
    text: hit.text,
    citation: {
      sourceId: hit.sourceId,
      page: hit.page,
      ordinal: hit.ordinal,
      start: hit.startOffset,
      end: hit.endOffset,
      quote: hit.text,
    },
  }));
}

/** Removes a container's sources with their passages (a deleted notebook). */
export const deleteSourcesOf = (platform: Pick<Platform, 'db'>, scope: Scope) =>
  store.deleteSourcesIn(platform.db, scope);

/** Sources per notebook, for the notebook list. Ids are globally unique, so owners need not pair up. */
export const sourceCounts = (
  platform: Pick<Platform, 'db'>,
  ownerIds: number[],
  kind: Container['kind'],
  ids: string[],
) => store.countsByContainer(platform.db, ownerIds, kind, ids);

/** The ids of a container's `limit` oldest sources (a free owner's bot answers from these only). */
export async function oldestSourceIds(platform: Pick<Platform, 'db'>, scope: Scope, limit: number): Promise<string[]> {
  const rows = await store.sourcesIn(platform.db, scope);
  return rows
    .slice(-limit)
    .map((row) => row.id)
    .reverse();
}

// A fetched page's main text, by the URL sources' extractor: the chat's web search reads result pages with it.
export { loadUrlPage as readablePage } from './loaders/index.ts';
