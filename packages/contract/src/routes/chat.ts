import { z } from 'zod';
import {
  chatBody,
  historyQuery,
  historyRecordSchema,
  pageOf,
  scoreBody,
  setModelBody,
  stopBody,
  streamFrameSchema,
  topicCreateBody,
  topicDelBody,
  topicPageBody,
  topicSchema,
} from '../chat.ts';
import { topicRewindBody, topicUpdateBody } from '../chat-topics.ts';
import { modelEntrySchema } from '../models.ts';
import { defineRoute } from './define.ts';

const tag = 'chat';
const get = { method: 'GET', auth: 'user', tag } as const;
const post = { method: 'POST', encoding: 'json', auth: 'user', tag } as const;
const form = { ...post, encoding: 'form' } as const;
/** A chat stream's shape: frames of the chat, refusals as JSON (chat-template.ts's stream too). */
export const chatStream = {
  ...post,
  answer: 'sse',
  frame: streamFrameSchema,
  description:
    'Refusals before the first frame (validation, allowance, a missing session) are ordinary JSON envelopes.',
} as const;

/** Chat calls of SPEC.md §7: models, sessions, history, streaming and socket answers. */
export const chatRoutes = {
  models: defineRoute({
    ...get,
    path: 'cli/chatgpt/v1/getModelList',
    answer: z.array(modelEntrySchema),
    auth: 'none',
    summary: 'Models of this edition, with logos and whether each is enabled',
  }),
  defaultModel: defineRoute({
    ...get,
    path: 'cli/chatgpt/v1/getDefaultModel',
    answer: z.string(),
    summary: "The user's default model",
  }),
  setDefaultModel: defineRoute({
    ...form,
    path: 'cli/chatgpt/v1/setDefaultModel',
    body: setModelBody,
    answer: z.string(),
    summary: "Set the user's default model",
  }),
  newSession: defineRoute({
    ...get,
    path: 'cli/chat/topic/v1/getMsgId',
    answer: z.string(),
    summary: 'A new session id',
  }),
  createTopic: defineRoute({
    ...post,
    path: 'cli/chat/topic/v1/create',
    body: topicCreateBody,
    answer: topicSchema,
    summary: 'Create a new chat (botId, page info)',
  }),
  topics: defineRoute({
    ...post,
    path: 'cli/chat/topic/v1/page',
    body: topicPageBody,
    answer: pageOf(topicSchema),
    summary: 'Conversations, pinned then newest first; keyword searches titles and messages',
  }),
  deleteTopic: defineRoute({
    ...post,
    path: 'cli/chat/topic/v1/del',
    body: topicDelBody,
    answer: z.null(),
    summary: 'Delete a conversation',
  }),
  updateTopic: defineRoute({
    ...post,
    path: 'cli/chat/topic/v1/update',
    body: topicUpdateBody,
    answer: topicSchema,
    summary: 'Rename and/or pin one of your conversations',
  }),
  rewindTopic: defineRoute({
    ...post,
    path: 'cli/chat/topic/v1/rewind',
    body: topicRewindBody,
    answer: z.number().int(),
    summary: 'Remove an exchange and every later one (edit and resend); answers how many went',
  }),
  history: defineRoute({
    ...get,
    path: 'cli/chatgpt/v1/page',
    query: historyQuery,
    answer: pageOf(historyRecordSchema),
    summary: 'History of a conversation, newest first',
  }),
  setScore: defineRoute({
    ...form,
    path: 'cli/chatgpt/v1/setScore',
    body: scoreBody,
    answer: z.null(),
    summary: 'Score an answer (1 good, -1 bad, 0 none)',
  }),
  stop: defineRoute({
    ...post,
    path: 'cli/chatgpt/v1/stop',
    body: stopBody,
    answer: z.boolean(),
    summary: 'Stop an answer being written; what came is kept',
  }),
  ssePost: defineRoute({
    ...chatStream,
    path: 'cli/chatgpt/v1/ssePost',
    body: chatBody,
    summary: 'Ask; the answer streams as server-sent events {code, data, end}',
  }),
  /** The same stream where the client's API version setting is v2 (SPEC §7). */
  sseV2: defineRoute({
    ...chatStream,
    path: 'cli/ai/chat/v2/sse',
    body: chatBody,
    summary: 'Ask; the answer streams as server-sent events {code, data, end}',
  }),
  /** SPEC §7 knowledge chat; the v2 client asks at sseV2 with `features` notebook or bot. */
  sseKnowledge: defineRoute({
    ...chatStream,
    path: 'cli/chatgpt/v1/sseKnowledge',
    body: chatBody,
    summary: "Ask a bot's knowledge base (botId) or a notebook's sources (projectId), streamed",
    description:
      'The best-matching learned passages ground the answer; each is announced as a numbered `source` frame ' +
      'carrying sourceId, page, ordinal, start/end offsets and the quoted passage. Without a model configured ' +
      'the offline engine quotes those passages.',
  }),
  webSocketChat: defineRoute({
    ...form,
    path: 'cli/chatgpt/v1/webSocketChat',
    body: chatBody,
    answer: z.object({ msgId: z.string(), sessionId: z.string(), tableId: z.number().int() }),
    summary: 'Ask; the answer arrives over the WebSocket as a result carrying msgId',
    description: 'Refusals come back here; once the answer has started, its result is a `chat` push.',
  }),
};
