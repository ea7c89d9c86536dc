/**
 * What a model stream has produced. A leaf of ai/: types.ts (the stream's parts) and errors.ts
 * (a failed call's partial answer) both read it, so neither needs the other for it.
 */

/** A reference shown under the answer (SPEC.md §3 `source`), numbered from 1 in order of first appearance. */
export type Source = {
  index: number;
  title?: string;
  url?: string;
  /** Set when the source is one of the request's ContextDocuments. */
  documentId?: string;
  /** Set when the document is a passage of a knowledge source: where to open it. */
  citation?: Citation;
};

/** A learned passage of a knowledge source, as a numbered source points at it. */
export type Citation = {
  sourceId: string;
  page: number | null;
  ordinal: number;
  start: number;
  end: number;
  /** The passage itself, as it was given to the model. */
  quote: string;
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
