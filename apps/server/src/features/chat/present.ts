import type { HistoryRecord, Topic } from '@inkstone/contract/chat';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { ChatPush } from '@inkstone/contract/routes/pushes';
import type { FileRow } from '../../platform/db/tables/files.ts';
import type { FileUrls } from '../../platform/storage/file-urls.ts';
import { addressOf } from '../files/service.ts';
import type { MessageRow, TopicRow } from './store.ts';

/** Row → SPEC answer shapes, for every chat call that answers a topic, a record or a push. */

/**
 * An answer's stored error: the text said to the user who asked, or — written where no reader's
 * language is known (the lapsed-answer sweep) — a message key, said here in the reader's.
 */
const errorText = (error: string | null, language: Language) =>
  error && isMessageKey(error) ? formatMessage(language, error) : error;

export function presentTopic(topic: TopicRow): Topic {
  return {
    msgId: topic.id,
    topic: topic.title,
    roleId: topic.roleId,
    features: topic.features,
    projectId: topic.projectId,
    updateTime: topic.updatedAt.toISOString(),
    pinned: topic.pinned,
  };
}

/** SPEC's page answer: the records with where they sit among all of them. */
export function pageAnswer<T>(records: T[], total: number, current: number, size: number) {
  return { records, total, current, size, pages: Math.ceil(total / size) };
}

/** Loads the files of a whole page at once: one call, however many records have files. */
export type LoadFiles = (ids: string[]) => Promise<FileRow[]>;

/**
 * A page of history records. The attachments of every row come from one `loadFiles` call,
 * not one query per row; a file since deleted is simply left out.
 */
export async function presentHistory(
  rows: MessageRow[],
  topicTitle: string,
  loadFiles: LoadFiles,
  urls: FileUrls,
  language: Language,
): Promise<HistoryRecord[]> {
  const wanted = [...new Set(rows.flatMap((row) => row.fileIds))];
  const byId = new Map((wanted.length ? await loadFiles(wanted) : []).map((file) => [file.id, file]));
  return rows.map((row) => {
    const attached = row.fileIds.flatMap((id) => byId.get(id) ?? []);
    return presentRecord(row, topicTitle, attached, urls, language);
  });
}

function presentRecord(
  row: MessageRow,
  topicTitle: string,
  attached: FileRow[],
  urls: FileUrls,
  language: Language,
): HistoryRecord {
  return {
    tableId: row.id,
    msgId: row.msgId,
    sessionId: row.topicId,
    roleId: row.roleId,
    input: row.input,
    prompt: row.prompt,
    ref: row.ref,
    // An image answer's JSON names stored pictures: signed as they are handed out, like every file.
    reponse: row.msgType === 'image' ? urls.signAll(row.response) : row.response,
    msgType: row.msgType,
    status: row.status,
    error: errorText(row.error, language),
    model: row.model,
    reasoningContent: row.reasoning,
    source: row.sources,
    score: row.score,
    chatFileUrl: attached.map((file) => ({
      fileId: file.id,
      name: file.name,
      url: addressOf(urls, file),
      type: file.mime,
    })),
    publishToHtmlUrl: row.publishToHtmlUrl,
    topic: topicTitle,
    createTime: row.createdAt.toISOString(),
  };
}

/** The socket result of an answer asked through webSocketChat. */
export function presentPush(row: MessageRow, language: Language): ChatPush {
  return {
    type: 'chat',
    msgId: row.msgId,
    sessionId: row.topicId,
    tableId: row.id,
    content: row.response,
    reasoning: row.reasoning,
    source: row.sources,
    status: row.status,
    error: errorText(row.error, language),
    done: true,
  };
}
