import type { chatRoutes } from '@inkstone/contract/routes/chat';
import { chatTemplateRoutes } from '@inkstone/contract/routes/chat-template';
import type { InputOf } from '@/shared/api/call.ts';
import { callStream, type StreamOptions } from '@/shared/sse/call-stream.ts';
import type { TemplatePick } from './template-pick.ts';

type ChatStream = typeof chatRoutes.ssePost;
/** How the chat's stream runner (state/send.ts) opens a stream, when not by its own path. */
export type StreamAsk = (body: InputOf<ChatStream>, options: StreamOptions<ChatStream>) => Promise<void>;

/**
 * A template pick is asked through POST cli/chatgpt/v1/ssePostTemplate: the same body as any
 * question (session, model, quote, files) with the template's id and variables in place of the
 * prompt, which the server renders itself; the answer streams as any other does.
 */
export function askTemplate(pick: TemplatePick): StreamAsk {
  return ({ prompt: _rendered, ...body }, options) =>
    callStream(
      chatTemplateRoutes.sseTemplate,
      { ...body, templateId: pick.templateId, variables: pick.variables },
      options,
    );
}
