import { z } from 'zod';
import { streamFrameSchema } from '../chat.ts';
import { defineRoute } from './define.ts';

/** sseResume: the answer, and how many of its frames the reader already has (0: all of them again). */
export const resumeQuery = z.object({
  msgId: z.string().trim().min(1).max(64),
  after: z.coerce.number().int().min(0).default(0),
});
export type ResumeQuery = z.output<typeof resumeQuery>;

/**
 * Resumable chat answers, apart from chat.ts's table: the web fetches this with its resume code
 * only when a stream breaks or a reload finds an answer still being written, so the chat's first
 * load does not carry it.
 */
export const chatResumeRoutes = {
  /**
   * Not in SPEC §7's list: reattaches a reader to an answer (a reload, a dropped connection). Each
   * frame carries its place as the SSE `id` (the start frame is 1); a finished answer whose frames
   * expired comes again whole from its start frame; another user's answer is a 404.
   */
  resume: defineRoute({
    method: 'GET',
    auth: 'user',
    tag: 'chat',
    path: 'cli/chatgpt/v1/sseResume',
    query: resumeQuery,
    answer: 'sse',
    frame: streamFrameSchema,
    summary: 'Resume an answer: its frames after `after`, then the live ones to its end',
    description:
      'Each frame carries its place in the answer as the SSE `id` (the start frame is 1). A finished answer ' +
      'whose frames expired is sent again whole from its start frame. Only its owner may resume it (others: 404).',
  }),
};
