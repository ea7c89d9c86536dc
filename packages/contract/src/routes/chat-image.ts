import { imageChatBody, imageFrameSchema } from '../chat-image.ts';
import { defineRoute } from './define.ts';

/** SPEC.md §7's image stream: a chat question drawn by an image model. */
export const chatImageRoutes = {
  sseImg: defineRoute({
    method: 'POST',
    encoding: 'json',
    auth: 'user',
    tag: 'chat',
    path: 'cli/chatgpt/v1/sseImg',
    body: imageChatBody,
    answer: 'sse',
    frame: imageFrameSchema,
    summary: 'Ask an image model; progress and the picture stream as server-sent events {code, data, end}',
    description:
      'Refusals before the first frame (the drawing rules, the drawing allowance, no image service, ' +
      "another user's session) are ordinary JSON envelopes; nothing is stored or charged.",
  }),
};
