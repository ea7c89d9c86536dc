import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatBody } from '@inkstone/contract/chat';
import { formatMessage } from '@inkstone/contract/messages';
import { chatRoutes as table } from '@inkstone/contract/routes/chat';
import { chatResumeRoutes, type ResumeQuery } from '@inkstone/contract/routes/chat-resume';
import { chatTemplateRoutes } from '@inkstone/contract/routes/chat-template';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { serve } from '../../platform/http/serve.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createTopic, deleteTopic, topicPage } from './conversations.ts';
import { historyPage, scoreAnswer } from './history.ts';
import { bufferedWriter } from './answer-buffer.ts';
import { lingeringSignal, listenForResumes } from './linger.ts';
import { resumeAnswer } from './resume.ts';
import { listenForStops, stopAnywhere } from './running.ts';
import * as chat from './service.ts';
import { answerOverSocket } from './socket-answer.ts';
import { sseWriter } from '../../platform/http/sse.ts';
import { templateQuestion } from './templates.ts';
import { topicRoutes } from './topic-routes.ts';
import { chatUploadRoute } from './upload.ts';

/** Chat calls of SPEC.md §7: models, sessions, history, streaming and socket answers. */
export async function chatRoutes(app: FastifyInstance) {
  // A stop asked of another instance reaches the one writing the answer.
  await listenForStops(app.platform);
  // A resume on another instance keeps going the answer this one writes.
  await listenForResumes(app.platform);
  serve(app, table.models, (request) => chat.modelList(request.caller));
  serve(app, table.defaultModel, (request) => chat.defaultModel(request.caller, request.user.id));
  serve(app, table.setDefaultModel, (request) =>
    chat.setDefaultModel(request.caller, request.user.id, request.body.model),
  );

  serve(app, table.newSession, async (request) => (await chat.newTopic(request.caller, request.user.id)).msgId);
  serve(app, table.createTopic, (request) => createTopic(request.caller, request.user, request.body));
  serve(app, table.topics, (request) => topicPage(request.caller, request.user.id, request.body));
  serve(app, table.deleteTopic, async (request) => {
    await deleteTopic(request.caller, request.user.id, request.body.msgId);
    return null;
  });

  serve(app, table.history, (request) => historyPage(request.caller, request.user.id, request.query));
  serve(app, table.setScore, async (request) => {
    await scoreAnswer(request.caller, request.user.id, request.body);
    return null;
  });
  serve(app, table.stop, (request) => stopAnywhere(request.caller.platform, request.body.msgId, request.user.id));

  serve(app, table.ssePost, (request, reply) => stream(request, reply, request.user, request.body));
  serve(app, table.sseV2, (request, reply) =>
    stream(request, reply, request.user, request.body, { knowledge: request.body.features === 'bot' }),
  );
  serve(app, table.sseKnowledge, (request, reply) =>
    stream(request, reply, request.user, request.body, { knowledge: true }),
  );
  serve(app, chatTemplateRoutes.sseTemplate, async (request, reply) =>
    stream(request, reply, request.user, await templateQuestion(request.caller, request.user, request.body)),
  );
  serve(app, chatResumeRoutes.resume, (request, reply) => resume(request, reply, request.user, request.query));
  serve(app, table.webSocketChat, (request) =>
    answerOverSocket(request.caller, request.user, request.body, request.log),
  );

  await app.register(chatUploadRoute);
  await app.register(topicRoutes);
}

/** Streams one answer as server-sent events; a failure after the first frame becomes a 500 frame. */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: ChatBody,
  options: { knowledge?: boolean } = {},
) {
  const sse = sseWriter(request, reply);
  // Every frame is logged for sseResume; a reader who leaves has a grace period to come back.
  const buffered = bufferedWriter(request.caller.platform, user.id, (frame, data) => sse.write(frame, undefined, data));
  const linger = lingeringSignal(request.caller.platform, sse.signal, () => buffered.key);
  try {
    await chat.answer(request.caller, user, body, buffered.write, linger.signal, options);
  } catch (error) {
    if (!sse.started) throw error; // before the first frame: an ordinary error answer
    // One of ours with words for the reader (a charge refused after the first tokens) says them.
    const said = error instanceof AppError;
    if (said && error.options.warn) request.log.warn({ err: error }, 'chat stream refused');
    else request.log.error({ err: error }, 'chat stream failed');
    const message = said
      ? formatMessage(request.caller.language, error.key, error.params)
      : formatMessage(request.caller.language, 'ai.streamError');
    void buffered.write({ code: 500, end: true, data: message });
  } finally {
    linger.release();
  }
}

/** sseResume: the answer's frames with their places (SSE ids); refusals before the first are envelopes. */
async function resume(request: FastifyRequest, reply: FastifyReply, user: UserRow, query: ResumeQuery) {
  const sse = sseWriter(request, reply);
  try {
    await resumeAnswer(request.caller, user, query, (frame, seq) => sse.write(frame, seq), sse.signal);
  } catch (error) {
    if (!sse.started) throw error;
    request.log.error({ err: error }, 'chat resume failed');
    void sse.write({ code: 500, end: true, data: formatMessage(request.caller.language, 'ai.streamError') });
  }
}
