import { templateBody } from '../chat-template.ts';
import { chatStream } from './chat.ts';
import { defineRoute } from './define.ts';

/** ssePostTemplate (SPEC §7), a table of its own: only the `/` library's chunk asks it. */
export const chatTemplateRoutes = {
  sseTemplate: defineRoute({
    ...chatStream,
    path: 'cli/chatgpt/v1/ssePostTemplate',
    body: templateBody,
    summary: 'Apply a ready-made instruction to a text, streamed',
  }),
};
