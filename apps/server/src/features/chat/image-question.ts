import { randomUUID } from 'node:crypto';
import { titleFromQuestion } from '@inkstone/contract/chat-topics';
import { ResultCode } from '@inkstone/contract/envelope';
import { can, ownedBy } from '../../platform/access/authorize.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { holdLease } from './lease.ts';
import * as store from './store.ts';
import { anyTopic } from './topic-store.ts';

/**
 * Questions answered outside the text stream: a chat question put to an image model
 * (features/chat-image draws it). The same "nothing lost" rule as a text answer: the question
 * is stored (status 'streaming', msgType 'image') before the answer is made, holds a lease
 * while it is being made, and ends 'ok' with the picture or 'fail' with the reason.
 */
type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;

/** The conversation to ask in: the caller's own (someone else's reads as missing), or a new one planned. */
export async function imageConversation(caller: CallerWith<Ctx>, user: UserRow, sessionId?: string) {
  const found = sessionId ? await anyTopic(caller.platform.db, sessionId) : null;
  const existing = found && can(user, 'write', ownedBy(found.userId)) ? found : null;
  if (sessionId && !existing) throw new AppError(ResultCode.notFound, 'chat.noSession');
  return existing
    ? { topic: existing, newTopic: false }
    : {
        topic: {
          id: randomUUID().replaceAll('-', ''),
          userId: user.id,
          roleId: '-1',
          features: 'chat' as const,
          projectId: null,
          title: '',
        },
        newTopic: true,
      };
}

export type ImageQuestion = {
  conversation: Awaited<ReturnType<typeof imageConversation>>;
  msgId?: string;
  input: string;
  promptHtml?: string;
  model: string;
};

/**
 * Writes the question (and a new conversation with it) and starts its lease. Answers the row
 * and the function that ends the lease.
 */
export async function storeImageQuestion(caller: CallerWith<Ctx>, question: ImageQuestion) {
  const { topic, newTopic } = question.conversation;
  const title = topic.title ? undefined : titleFromQuestion(question.input);
  const row = await store.insertQuestion(
    caller.platform.db,
    newTopic ? { insert: { ...topic, title: title ?? '' } } : { touch: { id: topic.id, title } },
    {
      topicId: topic.id,
      userId: topic.userId,
      msgId: question.msgId ?? randomUUID(),
      roleId: topic.roleId,
      input: question.input,
      prompt: question.promptHtml ?? '',
      model: question.model,
      msgType: 'image',
      status: 'streaming',
    },
  );
  return { row, release: holdLease(caller.platform, row.id) };
}

/** Ends an image answer: 'ok' with its stored reply (SPEC's `reponse` JSON), or 'fail' with the reason. */
export async function settleImageAnswer(
  caller: CallerWith<Ctx>,
  rowId: number,
  outcome: { status: 'ok'; response: string } | { status: 'fail'; error: string },
) {
  await store.updateMessage(
    caller.platform.db,
    rowId,
    outcome.status === 'ok'
      ? { status: 'ok', response: outcome.response, error: null }
      : { status: 'fail', error: outcome.error },
  );
}
