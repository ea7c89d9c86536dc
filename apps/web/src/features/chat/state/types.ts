import type { Source } from '@inkstone/contract/chat';

/** A file attached to a prompt (from cli/file/v1/uploadChat, or a history record's chatFileUrl). */
export type ChatFile = { fileId: string; name: string; url: string; type: string; size?: number };

/**
 * SPEC §3 "Chat message". A prompt and its answer are two messages; the answer's `msgId` is
 * the id the client sends (and a socket result carries back), `tableId` the stored record.
 */
export type ChatMessage = {
  type: 'prompt' | 'response';
  content: string;
  msgId: string;
  sessionId: string | null;
  msgType: 'text' | 'image';
  botId: string;
  /** Who answered (the model's brand); kept for the original shape. */
  provide?: string;
  quoteInfo?: string;
  promptHTML?: string;
  fileList?: ChatFile[];
  done: boolean;
  hide?: boolean;
  highlight?: boolean;
  model?: string;
  /** html for image answers, otherwise markdown. */
  format: 'markdown' | 'html';
  reasoning?: string;
  /** Numbered from 1 when shown. */
  source?: Source[];
  tableId?: number;
  /** 1 good, -1 bad, null none. */
  score?: number | null;
  sourceImages?: string[];
  /** An image answer being drawn: 0-100 (features/chat's send-image.ts). */
  progress?: number;
  sourceUrls?: string[];
  publishToHtmlUrl?: string | null;
  /** Why the answer failed (SPEC §8); the prompt above it stays. */
  error?: string;
  /** Asked with web search: "Searching the web…" shows until the answer's first words. */
  searching?: boolean;
  /** Stopped by the user: done, and what came is kept. */
  stopped?: boolean;
};

/** Whose chat: a plain one, a notebook's, or the one beside a writing document (its id). */
export type PageInfo = { page: 'chat' | 'notebook' | 'write'; id?: string };

/** SPEC §3 "Chat" (client state, at most 5 kept), plus the client's own bookkeeping. */
export type Chat = {
  /** Local key: a conversation keeps it while its session id arrives. */
  key: string;
  title: string;
  botId: string;
  pageInfo: PageInfo;
  sessionId: string | null;
  isNewSession: boolean;
  messages: ChatMessage[];
  /** How many pages of the stored history (newest first on the server) are in `messages`. */
  historyPages: number;
  /** When the chat was last opened or used; the oldest is dropped first past the limit. */
  usedAt: number;
  /** A notebook chat's chosen sources; absent while every source counts. */
  sourceIds?: string[];
};
