import { sql } from 'drizzle-orm';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import { rows } from '../../platform/db/migrate.ts';
import type { Platform } from '../../platform/platform.ts';
import { deleteFiles } from '../files/service.ts';
import { chatMessages } from './tables.ts';
import * as store from './store.ts';
import { anyTopic } from './topic-store.ts';

/**
 * Deleting a conversation deletes the files attached in it, so their addresses answer 404 at
 * once (DESIGN.md §4a: nothing of a deleted conversation stays reachable). A file another of
 * the user's conversations also attaches is kept. False when there is no such conversation.
 */
export async function deleteTopicWithFiles(
  platform: Pick<Platform, 'db' | 'storage'>,
  userId: number,
  topicId: string,
): Promise<boolean> {
  const topic = await anyTopic(platform.db, topicId);
  // Someone else's conversation answers like a missing one, as it always has.
  if (!topic || !can({ id: userId }, 'delete', ownedBy(topic.userId))) return false;
  const attached = await filesOnlyIn(platform.db, userId, topicId);
  if (!(await store.deleteTopic(platform.db, topicId))) return false;
  await deleteFiles(platform, userId, attached, ['chat']);
  return true;
}

async function filesOnlyIn(db: Db, userId: number, topicId: string): Promise<string[]> {
  const fileIds = sql`jsonb_array_elements_text(${chatMessages.fileIds})`;
  const ownedBy = sql`${chatMessages.userId} = ${userId}`;
  const attachedIn = (where: ReturnType<typeof sql>) =>
    sql`select ${fileIds} as id from ${chatMessages} where ${ownedBy} and ${where}`;
  const inTopic = attachedIn(sql`${chatMessages.topicId} = ${topicId}`);
  const elsewhere = attachedIn(sql`${chatMessages.topicId} <> ${topicId}`);
  const result = await db.execute(sql`${inTopic} except ${elsewhere}`);
  return rows<{ id: string }>(result).map((row) => row.id);
}

/** Deletes a deleted notebook's conversations, each with the files only it held. */
export async function deleteProjectConversations(platform: Pick<Platform, 'db' | 'storage'>, projectId: string) {
  const topics = await store.topicsOfProject(platform.db, projectId);
  for (const topic of topics) await deleteTopicWithFiles(platform, topic.userId, topic.id);
  return topics.length;
}
