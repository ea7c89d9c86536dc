import type { z } from 'zod';
import type { topicCreateBody, topicPageBody } from '@inkstone/contract/chat';
import type { Caller } from '../../platform/http/caller.ts';
import { notFound } from '../../platform/http/errors.ts';
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

/** The create-new-chat call: a chat of its own, or one inside a notebook (page info). */
export function createTopic(caller: Caller, userId: number, body: z.output<typeof topicCreateBody>) {
  const info = typeof body.pageInfo === 'string' ? { page: 'chat' as const } : body.pageInfo;
  const inNotebook = info?.page === 'notebook';
  return newTopic(caller, userId, {
    roleId: body.botId,
    features: inNotebook ? 'notebook' : 'chat',
    projectId: inNotebook ? (info.id ?? null) : null,
    title: body.title,
  });
}

/** Deletes a conversation and the files only it used; someone else's answers like a missing one. */
export async function deleteTopic(caller: Caller, userId: number, msgId: string): Promise<void> {
  if (!(await deleteTopicWithFiles(caller.platform, userId, msgId))) throw notFound();
}
