import { z } from 'zod';
import {
  shareChatBody,
  sharedChatListSchema,
  sharedChatSchema,
  unshareChatBody,
  unsharedChatSchema,
} from '../chat-publish.ts';
import { defineRoute } from './define.ts';

const post = { method: 'POST', encoding: 'form', auth: 'user', tag: 'chat' } as const;
const ACCESS =
  "Only the conversation's owner publishes or takes it down: another user's session is refused with the permission " +
  'message (SPEC §6); one that does not exist answers 404.';

/** SPEC §7: publishing a chat to a page and taking it down (their spellings), and the owner's list. */
export const chatPublishRoutes = {
  share: defineRoute({
    ...post,
    path: 'cli/chatgpt/v1/shartHtml',
    body: shareChatBody,
    answer: sharedChatSchema,
    summary: 'Publish a conversation (all its finished turns, or those chosen) as a public page at /c/{slug}',
    description:
      'The page is a copy of the chosen questions and answers as they are now, rendered with raw HTML shown as ' +
      'text; nothing else of the conversation or its owner (no email, no files) is on it. Publishing again updates ' +
      'it and keeps its address; each answer shown carries the address as `publishToHtmlUrl` in history. ' +
      ACCESS,
  }),
  unshare: defineRoute({
    ...post,
    path: 'cli/chatgpt/v1/reomveShartHtml',
    body: unshareChatBody,
    answer: unsharedChatSchema,
    summary: 'Take a published conversation down: its page answers 404 at once',
    description: ACCESS,
  }),
  shared: defineRoute({
    method: 'GET',
    path: 'cli/chatgpt/v1/sharedChats',
    query: z.object({}),
    answer: sharedChatListSchema,
    auth: 'user',
    tag: 'chat',
    summary: 'My published conversations, newest first (for the settings list)',
  }),
};
