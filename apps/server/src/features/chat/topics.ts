import type { Topic } from '@inkstone/contract/chat';
import type { TopicUpdateBody } from '@inkstone/contract/chat-topics';
import { authorize, ownedBy } from '../../platform/access/authorize.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { notFound } from '../../platform/http/errors.ts';
import { chargeForQuestion, refundCharge } from '../billing/service.ts';
import { stopAnywhere } from './running.ts';
import { presentTopic } from './present.ts';
import { defaultModel, PREMIUM } from './service.ts';
import type { TopicRow } from './store.ts';
import * as topics from './topic-store.ts';

/**
 * A conversation the caller may change. Someone else's answers the permission message (SPEC §6),
 * so a guessed id neither changes anything nor passes for a missing one.
 */
async function writableTopic(caller: Caller, userId: number, id: string): Promise<TopicRow> {
  const topic = await topics.anyTopic(caller.platform.db, id);
  if (!topic) throw notFound();
  authorize({ id: userId }, 'write', ownedBy(topic.userId));
  return topic;
}

/** Renames and/or pins a conversation. */
export async function updateTopic(caller: Caller, userId: number, body: TopicUpdateBody): Promise<Topic> {
  await writableTopic(caller, userId, body.msgId);
  return presentTopic(
    await topics.updateTopic(caller.platform.db, body.msgId, { title: body.title, pinned: body.pinned }),
  );
}

/**
 * Edit and resend: the exchange `tableId` and everything after it leave the conversation, so
 * the edited question (asked next, as any question) continues from the one before. Answers
 * still being written among them are stopped.
 *
 * The edited question must not be refused after its predecessors are gone, so the question's
 * allowance is tried first, in the same transaction as the delete: a refusal (daily limit…)
 * answers exactly as the question would and forgets nothing; otherwise the trial charge is
 * given back and the question is charged when it is asked.
 */
export async function rewindTopic(
  caller: Caller,
  userId: number,
  body: { msgId: string; tableId: number; model?: string },
): Promise<number> {
  const { platform } = caller;
  await writableTopic(caller, userId, body.msgId);
  const message = await topics.anyMessage(platform.db, body.tableId);
  if (message) authorize({ id: userId }, 'write', ownedBy(message.userId));
  if (!message || message.topicId !== body.msgId) throw notFound();
  const model = body.model ?? (await defaultModel(caller, userId));
  const removed = await platform.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const trial = await chargeForQuestion({ ...platform, db }, userId, { premium: PREMIUM.has(model) });
    await refundCharge({ ...platform, db }, trial);
    return topics.deleteFrom(db, body.msgId, body.tableId);
  });
  for (const row of removed) if (row.status === 'streaming') await stopAnywhere(platform, row.msgId, userId);
  return removed.length;
}
