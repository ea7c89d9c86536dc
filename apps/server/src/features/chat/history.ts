import type { HistoryRecord } from '@inkstone/contract/chat';
import { authorize, can, ownedBy } from '../../platform/access/authorize.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { notFound } from '../../platform/http/errors.ts';
import { rateBotAnswer } from '../bots/service.ts';
import { attachedFiles } from './history-store.ts';
import { failLapsedAnswers } from './lease.ts';
import { pageAnswer, presentHistory } from './present.ts';
import * as store from './store.ts';
import { anyMessage, anyTopic } from './topic-store.ts';

type HistoryQuery = {
  current: number;
  size: number;
  msgId?: string;
  roleId?: string;
  features: string;
  projectId?: string;
};

/**
 * A page of one conversation, newest first: the one named by `msgId`, else the latest that
 * matches the filter. Answers cut off by a dead server are closed first, so none shows as
 * still being written.
 */
export async function historyPage(caller: Caller, userId: number, query: HistoryQuery) {
  const { db, fileUrls } = caller.platform;
  const { current, size, msgId, roleId, features, projectId } = query;
  const topic = msgId
    ? await readableTopic(caller, userId, msgId)
    : ((await store.pageTopics(db, { userId, roleId, features, projectId }, 1, 1)).records[0] ?? null);
  if (!topic) return pageAnswer<HistoryRecord>([], 0, current, size);
  await failLapsedAnswers(caller.platform, [topic.id]);
  const { records, total } = await store.pageMessages(db, userId, topic.id, current, size);
  const presented = await presentHistory(
    records,
    topic.title,
    (ids) => attachedFiles(db, userId, ids),
    fileUrls,
    caller.language,
  );
  return pageAnswer(presented, total, current, size);
}

/** The conversation `id` if the caller may read it; someone else's reads as empty, as it always has. */
async function readableTopic(caller: Caller, userId: number, id: string) {
  const topic = await anyTopic(caller.platform.db, id);
  return topic && can({ id: userId }, 'read', ownedBy(topic.userId)) ? topic : null;
}

/** Scores one of the caller's answers (1 good, -1 bad, 0 takes the score back). */
export async function scoreAnswer(
  caller: Caller,
  userId: number,
  body: { tableId?: number; msgId?: string; score: number },
): Promise<void> {
  const { db } = caller.platform;
  // A tableId names one answer, whoever's it is; a client's msgId only means something among
  // the caller's own answers (two people's may coincide).
  const row =
    body.tableId !== undefined
      ? await anyMessage(db, body.tableId)
      : await store.messageOf(db, userId, { msgId: body.msgId });
  if (!row) throw notFound();
  authorize({ id: userId }, 'write', ownedBy(row.userId), 'notFound');
  await store.updateMessage(db, row.id, { score: body.score === 0 ? null : body.score });
  // A bot's answer: its data report counts the rating too.
  if (row.roleId !== '-1') await rateBotAnswer(db, `chat:${row.id}`, body.score);
}
