import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatBody } from '@inkstone/contract/chat';
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
      // Once started, a failure has been stored with the answer; the caller already has its ids.
      .catch((error: unknown) => (started ? log.error({ err: error }, 'socket answer failed') : reject(error)));
  });
  if (!started) throw new AppError(ResultCode.serverError, 'errors.server');
  return started;
}
