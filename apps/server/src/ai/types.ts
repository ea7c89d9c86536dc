import type { Language } from '@inkstone/contract/edition';
import type { ModelError } from './errors.ts';
import type { Citation, Source, StreamResult } from './stream-result.ts';

/**
 * The interfaces every feature talks to (DESIGN.md §4). Features never see the AI SDK,
 * a provider package or a wire format: only these types.
 */

/** Image bytes for vision models. Bytes, never URLs: nothing here fetches on a user's behalf. */
export type ImageInput = { data: Uint8Array; mediaType: string };

export type ChatMessage = {
  role: 'user' | 'assistant';
  content: string;
  /** Only on user messages; sent to models whose catalogue entry has `vision`. */
  images?: ImageInput[];
};

/**
 * The user's own material a feature hands in: notebook sources, chat attachments, a bot's
 * knowledge. Real models get the most relevant passages in their system prompt; the
 * offline engine answers from them.
 */
export type ContextDocument = { id: string; title: string; text: string; url?: string; citation?: Citation };

// What a stream yields lives in its own module, which errors.ts reads too (no circle through here).
export type { Citation, Source, StreamResult };

export type StreamRequest = {
  messages: ChatMessage[];
  /** The feature's instructions plus the user's custom instructions (SPEC.md §3 user setting). */
  system?: string;
  documents?: ContextDocument[];
  /** The user's language; the offline engine answers in it, real models follow the prompt. */
  language?: Language;
  /** Stop generation: the stream ends with `finish` reason `aborted`, keeping the partial answer. */
  signal?: AbortSignal;
  maxOutputTokens?: number;
  temperature?: number;
};

export type FinishReason = 'stop' | 'length' | 'content_filter' | 'aborted' | 'other';

/**
 * A stream always ends with exactly one `finish` or `error` part and never throws for an
 * upstream fault, so a caller's `for await` loop keeps what it already saved.
 */
export type StreamPart =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'source'; source: Source }
  | { type: 'finish'; reason: FinishReason; result: StreamResult }
  | { type: 'error'; error: ModelError; result: StreamResult };

export interface LanguageModel {
  /** The catalogue id (SPEC.md §3) or `offline` for the demo-mode engine. */
  readonly id: string;
  readonly provider: string;
  /** The model name sent upstream, for logs and the history record. */
  readonly upstreamModel: string;
  stream(request: StreamRequest): AsyncIterable<StreamPart>;
}
