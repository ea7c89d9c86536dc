import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatBody,
  historyQuery,
  historyRecordSchema,
  pageOf,
  scoreBody,
  setModelBody,
  stopBody,
  templateBody,
  topicCreateBody,
  topicDelBody,
  topicPageBody,
  topicSchema,
  type ChatBody,
} from '@inkstone/contract/chat';
import { envelopeOf, ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import { authenticate, requireUser } from '../../platform/auth/request-user.ts';
import { callerOf } from '../../platform/http/caller.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { chatUploadRoute } from './upload.ts';
import * as chat from './service.ts';
import { stop } from './running.ts';
import { listTopics } from './topic-store.ts';
import { deleteTopicWithFiles } from './topic-files.ts';
import { topicRoutes } from './topic-routes.ts';
import { sseWriter } from './sse.ts';
import { failLapsedAnswers, sweepLapsedAnswers } from './lease.ts';
import * as store from './store.ts';

const tags = ['chat'];
const signedIn = { preValidation: authenticate };

/** Chat calls of SPEC.md §7: models, sessions, history, streaming and socket answers. */
export async function chatRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { platform } = app;
  // Answers whose server stopped renewing their lease (killed mid-answer) are closed as failed.
  await sweepLapsedAnswers(app);

  routes.get('/api/cli/chatgpt/v1/getModelList', { schema: { tags, summary: 'Models of this edition, with logos and whether each is enabled' } }, async (request) => ok(chat.modelList(callerOf(request))));
  routes.get('/api/cli/chatgpt/v1/getDefaultModel', { ...signedIn, schema: { tags, summary: "The user's default model", response: { 200: envelopeOf(z.string()) } } }, async (request) =>
    ok(await chat.defaultModel(callerOf(request), (await requireUser(request)).id)),
  );
  routes.post('/api/cli/chatgpt/v1/setDefaultModel', { ...signedIn, schema: { tags, summary: "Set the user's default model", body: setModelBody, response: { 200: envelopeOf(z.string()) } } }, async (request) =>
    ok(await chat.setDefaultModel(callerOf(request), (await requireUser(request)).id, request.body.model)),
  );

  routes.get('/api/cli/chat/topic/v1/getMsgId', { ...signedIn, schema: { tags, summary: 'A new session id', response: { 200: envelopeOf(z.string()) } } }, async (request) =>
    ok((await chat.newTopic(callerOf(request), (await requireUser(request)).id)).msgId),
  );
  routes.post('/api/cli/chat/topic/v1/create', { ...signedIn, schema: { tags, summary: 'Create a new chat (botId, page info)', body: topicCreateBody, response: { 200: envelopeOf(topicSchema) } } }, async (request) => {
    const info = typeof request.body.pageInfo === 'string' ? { page: 'chat' as const } : request.body.pageInfo;
    const user = await requireUser(request);
    return ok(
      await chat.newTopic(callerOf(request), user.id, {
        roleId: request.body.botId,
        features: info?.page === 'notebook' ? 'notebook' : 'chat',
        projectId: info?.page === 'notebook' ? (info.id ?? null) : null,
        title: request.body.title,
      }),
    );
  });
  routes.post('/api/cli/chat/topic/v1/page', { ...signedIn, schema: { tags, summary: 'Conversations, pinned then newest first; keyword searches titles and messages', body: topicPageBody, response: { 200: envelopeOf(pageOf(topicSchema)) } } }, async (request) => {
    const user = await requireUser(request);
    const { current, size, roleId, features, projectId, keyword } = request.body;
    const { records, total } = await listTopics(platform.db, { userId: user.id, roleId, features, projectId, keyword }, current, size);
    return ok({ records: records.map(chat.presentTopic), total, current, size, pages: Math.ceil(total / size) });
  });
  routes.post('/api/cli/chat/topic/v1/del', { ...signedIn, schema: { tags, summary: 'Delete a conversation', body: topicDelBody, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    if (!(await deleteTopicWithFiles(platform, (await requireUser(request)).id, request.body.msgId))) throw notFound();
    return ok(null);
  });

  routes.get('/api/cli/chatgpt/v1/page', { ...signedIn, schema: { tags, summary: 'History of a conversation, newest first', querystring: historyQuery, response: { 200: envelopeOf(pageOf(historyRecordSchema)) } } }, async (request) => {
    const user = await requireUser(request);
    const { current, size, msgId, roleId, features, projectId } = request.query;
    const topic = msgId
      ? await store.topicOf(platform.db, user.id, msgId)
      : ((await store.pageTopics(platform.db, { userId: user.id, roleId, features, projectId }, 1, 1)).records[0] ?? null);
    if (!topic) return ok({ records: [], total: 0, current, size, pages: 0 });
    await failLapsedAnswers(platform, callerOf(request).language, [topic.id]);
    const { records, total } = await store.pageMessages(platform.db, user.id, topic.id, current, size);
    const caller = callerOf(request);
    return ok({ records: await Promise.all(records.map((row) => chat.present(caller, row, topic.title))), total, current, size, pages: Math.ceil(total / size) });
  });
  routes.post('/api/cli/chatgpt/v1/setScore', { ...signedIn, schema: { tags, summary: 'Score an answer (1 good, -1 bad, 0 none)', body: scoreBody, response: { 200: envelopeOf(z.null()) } } }, async (request) => {
    const user = await requireUser(request);
    const row = await store.messageOf(platform.db, user.id, { id: request.body.tableId, msgId: request.body.msgId });
    if (!row) throw notFound();
    await store.updateMessage(platform.db, row.id, { score: request.body.score === 0 ? null : request.body.score });
    return ok(null);
  });
  routes.post('/api/cli/chatgpt/v1/stop', { ...signedIn, schema: { tags, summary: 'Stop an answer being written; what came is kept', body: stopBody, response: { 200: envelopeOf(z.boolean()) } } }, async (request) =>
    ok(stop(request.body.msgId, (await requireUser(request)).id)),
  );

  const stream = async (request: FastifyRequest, reply: FastifyReply, body: ChatBody) => {
    const user = await requireUser(request);
    const sse = sseWriter(request, reply);
    try {
      await chat.answer(callerOf(request), user, body, sse.write, sse.signal);
    } catch (error) {
      if (!sse.started) throw error; // before the first frame: an ordinary error answer
      request.log.error({ err: error }, 'chat stream failed');
      sse.write({ code: 500, end: true, data: formatMessage(callerOf(request).language, 'ai.streamError') });
    }
  };
  for (const path of ['/api/cli/chatgpt/v1/ssePost', '/api/cli/ai/chat/v2/sse']) {
    routes.post(path, { ...signedIn, schema: { tags, summary: 'Ask; the answer streams as server-sent events {code, data, end}', body: chatBody } }, (request, reply) => stream(request, reply, request.body));
  }
  routes.post('/api/cli/chatgpt/v1/ssePostTemplate', { ...signedIn, schema: { tags, summary: 'Apply a ready-made instruction to a text, streamed', body: templateBody } }, (request, reply) => {
    const { template, content, target, ...rest } = request.body;
    const language = callerOf(request).language;
    const instruction = formatMessage(language, `template.${template}`, { target: target ?? (language === 'zh_CN' ? 'English' : '中文') });
    return stream(request, reply, { ...rest, prompt: `${instruction}\n\n${content}` });
  });

  routes.post('/api/cli/chatgpt/v1/webSocketChat', { ...signedIn, schema: { tags, summary: 'Ask; the answer arrives over the WebSocket as a result carrying msgId', body: chatBody } }, async (request) => {
    const user = await requireUser(request);
    const caller = callerOf(request);
    const body = { ...request.body, msgId: request.body.msgId ?? crypto.randomUUID() };
    let started: { sessionId: string; tableId: number } | null = null;
    // Everything up to the first token is checked here, so refusals reach the caller directly.
    const ready = new Promise<void>((resolve, reject) => {
      chat
        .answer(caller, user, body, (frame) => {
          if (frame.code === 200 && frame.data.type === 'start') {
            started = { sessionId: frame.data.sessionId, tableId: frame.data.tableId };
            resolve();
          }
        })
        .then((row) => platform.realtime.publish(user.id, { type: 'chat', msgId: row.msgId, sessionId: row.topicId, tableId: row.id, content: row.response, reasoning: row.reasoning, source: row.sources, status: row.status, error: row.error, done: true }))
        .catch((error: unknown) => (started ? request.log.error({ err: error }, 'socket answer failed') : reject(error)));
    });
    await ready;
    if (!started) throw new AppError(ResultCode.serverError, 'errors.server');
    return ok({ msgId: body.msgId, ...(started as { sessionId: string; tableId: number }) });
  });

  await app.register(chatUploadRoute);
  await app.register(topicRoutes);
}
