import type { z } from 'zod';
import type { topicCreateBody, topicPageBody } from '@inkstone/contract/chat';
import type { Caller } from '../../platform/http/caller.ts';
import { ResultCode } from '@inkstone/contract/envelope';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { getDocument } from '../writing/service.ts';
import { pageAnswer, presentTopic } from './present.ts';
import { newTopic } from './service.ts';
import { deleteTopicWithFiles } from './topic-files.ts';
import { listTopics } from './topic-store.ts';

/** The conversation list and the calls that add or remove one (SPEC §7 Topics). */

/** Conversations, pinned then newest first; `keyword` searches titles and messages. */
export async function topicPage(caller: Caller, userId: number, body: z.output<typeof topicPageBody>) {
  const { current, size, roleId, features, projectId, keyword } = body;
  const filter = { userId, roleId, features, projectId, keyword };
  const { records, total } = await listTopics(caller.platform.db, filter, current, size);
  return pageAnswer(records.map(presentTopic), total, current, size);
}

/**
 * The create-new-chat call: a chat of its own, one inside a notebook, or the one beside a writing
 * document (page info). A document's chat is its owner's alone: checked here, and again on every
 * question (writing-context.ts).
 */
export async function createTopic(caller: Caller, user: UserRow, body: z.output<typeof topicCreateBody>) {
  const info = typeof body.pageInfo === 'string' ? { page: 'chat' as const } : body.pageInfo;
  const page = info?.page ?? 'chat';
  const projectId = page === 'chat' ? null : (info?.id ?? null);
  if (page === 'write') {
    if (!projectId) throw new AppError(ResultCode.invalid, 'errors.invalidField', { field: 'pageInfo.id' });
    await getDocument(caller, user, projectId);
  }
  return newTopic(caller, user.id, { roleId: body.botId, features: page, projectId, title: body.title });
}

/** Deletes a conversation and the files only it used; someone else's answers like a missing one. */
export async function deleteTopic(caller: Caller, userId: number, msgId: string): Promise<void> {
  if (!(await deleteTopicWithFiles(caller.platform, userId, msgId))) throw notFound();
}
