import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatBody } from '@inkstone/contract/chat';
import type { ChatPush } from '@inkstone/contract/chat-push';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import { ResultCode } from '@inkstone/contract/envelope';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { presentPush } from './present.ts';
import { answer } from './service.ts';

type Started = { msgId: string; sessionId: string; tableId: number };

/**
 * webSocketChat: asks, answers once the answer has started, and pushes the finished answer
 * over the socket. Everything up to the first token is checked before this returns, so
 * refusals (validation, allowance, a missing session) reach the caller directly.
 */
export async function answerOverSocket(
  caller: Caller,
  user: UserRow,
  body: ChatBody,
  log: FastifyBaseLogger,
): Promise<Started> {
  const msgId = body.msgId ?? randomUUID();
  let started: Started | null = null;
  await new Promise<void>((resolve, reject) => {
    answer(caller, user, { ...body, msgId }, (frame) => {
      if (frame.code === 200 && frame.data.type === 'start') {
        started = { msgId, sessionId: frame.data.sessionId, tableId: frame.data.tableId };
        resolve();
      }
    })
      .then((row) => caller.platform.realtime.publish(user.id, presentPush(row, caller.language)))
      .catch((error: unknown) => {
        if (!started) return reject(error);
        // A charge refused after the start (known-allowance.ts) kept nothing: the push says why.
        if (error instanceof AppError) {
          const push = refusedPush(started, error, caller.language);
          caller.platform.realtime
            .publish(user.id, push)
            .catch((cause: unknown) => log.error({ err: cause }, 'push failed'));
          return;
        }
        // Any other failure once started has been stored with the answer; the caller has its ids.
        log.error({ err: error }, 'socket answer failed');
      });
  });
  if (!started) throw new AppError(ResultCode.serverError, 'errors.server');
  return started;
}

/** The push for an answer that started and was then refused: nothing of it was kept. */
function refusedPush({ msgId, sessionId, tableId }: Started, error: AppError, language: Language): ChatPush {
  const message = formatMessage(language, error.key, error.params);
  return {
    type: 'chat',
    msgId,
    sessionId,
    tableId,
    content: '',
    reasoning: '',
    source: [],
    status: 'fail',
    error: message,
    done: true,
  };
}
