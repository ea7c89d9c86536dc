import type { Language } from '@inkstone/contract/edition';
import { botStatusCode, notebookStatus } from '@inkstone/contract/knowledge';
import type { SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import type { KnowledgePush } from '@inkstone/contract/routes/pushes';
import { digestOf } from './digest.ts';
import { decodeReason, reasonText } from './reason.ts';
import type { KnowledgeChunkRow, KnowledgeSourceRow } from './tables.ts';

export function presentSource(row: KnowledgeSourceRow, language: Language): SourceView {
  return {
    id: row.id,
    kind: row.kind,
    origin: row.origin,
    name: row.name,
    size: row.size,
    state: row.status,
    notebookStatus: notebookStatus(row.status),
    botStatus: botStatusCode(row.status),
    reason: reasonText(row.failureReason, language),
    progress: row.status === 'learned' ? 100 : row.progress,
    chunkCount: row.chunkCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    learnedAt: row.learnedAt?.toISOString() ?? null,
  };
}

/** The typed-in kinds show their own input; a file's payload is only its id, never its bytes. */
export function presentDetail(
  row: KnowledgeSourceRow,
  chunks: Pick<KnowledgeChunkRow, 'ordinal' | 'text' | 'page' | 'startOffset' | 'endOffset'>[],
  language: Language,
): SourceDetail {
  return {
    ...presentSource(row, language),
    container: { kind: row.containerKind, id: row.containerId },
    payload: row.payload,
    passages: chunks.map((chunk) => ({
      ordinal: chunk.ordinal,
      text: chunk.text,
      page: chunk.page,
      start: chunk.startOffset,
      end: chunk.endOffset,
    })),
    digest: digestOf(chunks),
  };
}

const TASK_STATUS = {
  pending: 'queued',
  queued: 'queued',
  retrying: 'queued',
  toRelearn: 'queued',
  learning: 'running',
  relearning: 'running',
  learned: 'done',
  failed: 'failed',
  cancelled: 'failed',
  forgotten: 'done',
} as const;

/** The socket's `knowledge` push for a source that moved on. */
export function pushOf(row: KnowledgeSourceRow): KnowledgePush {
  return {
    type: 'knowledge',
    taskId: row.id,
    knowledgeId: row.id,
    status: TASK_STATUS[row.status],
    state: row.status,
    progress: row.status === 'learned' ? 100 : row.progress,
    error: decodeReason(row.failureReason)?.key ?? null,
    container: { kind: row.containerKind, id: row.containerId },
  };
}
