import type { Language } from '@inkstone/contract/edition';
import type { ModelError } from './errors.ts';

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
export type ContextDocument = { id: string; title: string; text: string; url?: string };

/** A reference shown under the answer (SPEC.md §3 `source`), numbered from 1 in order of first appearance. */
export type Source = {
  index: number;
  title?: string;
  url?: string;
  /** Set when the source is one of the request's ContextDocuments. */
  documentId?: string;
};

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

/** Everything streamed so far. Carried by the last part, so a failed stream loses nothing. */
export type StreamResult = {
  text: string;
  reasoning: string;
  sources: Source[];
  /** Milliseconds from the call to the first text or reasoning delta; null if none came. */
  firstTokenMs: number | null;
  durationMs: number;
  /**
   * Set when the text is the product's own fixed notice (the offline engine's "no model is
   * configured" or "nothing in your documents matched"), not an answer produced for the
   * question: features do not charge for it.
   */
  canned?: boolean;
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
