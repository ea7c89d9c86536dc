import { z } from 'zod';

/**
 * The knowledge engine's shared vocabulary (SPEC.md §3 "Knowledge types" and "Status lists"):
 * what a source is, and the one state machine its ingestion follows, with the two ways the
 * product shows that state (a notebook's list of 4, a bot's list of 10).
 */

/** SPEC's knowledge types: text, Q&A, file, URL, image, address. */
export const SourceKind = z.enum(['text', 'qa', 'file', 'url', 'image', 'address']);
export type SourceKind = z.infer<typeof SourceKind>;

/** SPEC: "source is web or original" — fetched from the web, or the user's own material. */
export const SourceOrigin = z.enum(['web', 'original']);
export type SourceOrigin = z.infer<typeof SourceOrigin>;

/** What a source belongs to: a bot's knowledge base or a notebook. */
export const ContainerKind = z.enum(['bot', 'notebook']);
export type ContainerKind = z.infer<typeof ContainerKind>;
export const containerSchema = z.object({ kind: ContainerKind, id: z.string().min(1).max(64) });
export type Container = z.infer<typeof containerSchema>;

/** Each kind's own input, kept with the source so it can be learned again. */
export const qaPairSchema = z.object({ question: z.string(), answer: z.string() });
export type QaPair = z.infer<typeof qaPairSchema>;
export const sourcePayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), title: z.string(), body: z.string() }),
  z.object({ kind: z.literal('qa'), pairs: z.array(qaPairSchema) }),
  z.object({ kind: z.literal('file'), fileId: z.string(), extension: z.string() }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  z.object({ kind: z.literal('image'), fileId: z.string() }),
  z.object({
    kind: z.literal('address'),
    name: z.string(),
    address: z.string(),
    phone: z.string().optional(),
    hours: z.string().optional(),
    mapUrl: z.string().optional(),
  }),
]);
export type SourcePayload = z.infer<typeof sourcePayloadSchema>;

/**
 * The internal ingestion states. The bot list of 10 is this list one for one (SPEC shows two of
 * them, `learning` and `relearning`, both as "learning"); the notebook list of 4 folds them.
 */
export const SourceState = z.enum([
  'pending', // added but not yet sent to learn (SPEC "to be learned")
  'queued', // a learning job waits for a worker
  'learning',
  'retrying', // a try failed; the job waits its backoff before the next one
  'learned',
  'failed', // out of tries, or the input can never be learned; the reason is kept
  'cancelled', // the user stopped it before it was learned
  'toRelearn', // learned once; asked to learn again (its old chunks still answer meanwhile)
  'relearning', // learning again over a learned version
  'forgotten', // its chunks are removed; the source row stays so it can be learned again
]);
export type SourceState = z.infer<typeof SourceState>;

/**
 * Allowed moves. Anything else is refused (`canTransition`), so a late worker cannot mark a
 * cancelled or forgotten source as learned. A crashed worker's source goes back through
 * `retrying` (the queue's lease ran out), never stays `learning`.
 */
export const sourceTransitions: Readonly<Record<SourceState, readonly SourceState[]>> = {
  pending: ['queued', 'cancelled', 'forgotten'],
  queued: ['learning', 'cancelled', 'forgotten'],
  learning: ['learned', 'retrying', 'failed', 'cancelled', 'forgotten'],
  retrying: ['learning', 'failed', 'cancelled', 'forgotten'],
  learned: ['toRelearn', 'forgotten'],
  failed: ['queued', 'forgotten'],
  cancelled: ['queued', 'forgotten'],
  toRelearn: ['relearning', 'cancelled', 'forgotten'],
  relearning: ['learned', 'retrying', 'failed', 'cancelled', 'forgotten'],
  forgotten: ['queued'],
};

export function canTransition(from: SourceState, to: SourceState): boolean {
  return sourceTransitions[from].includes(to);
}

/** The states a `to` move may start from: what a guarded update puts in its WHERE. */
export function statesBefore(to: SourceState): SourceState[] {
  return SourceState.options.filter((from) => canTransition(from, to));
}

/**
 * States whose chunks answer questions. A source being relearned keeps answering from its
 * last learned version until the new chunks replace it in one transaction.
 */
export const searchableStates: readonly SourceState[] = ['learned', 'toRelearn', 'relearning'];

/** SPEC "Notebook source status (4)": in queue, learning, learned, failed. */
export const NotebookSourceStatus = z.enum(['inQueue', 'learning', 'learned', 'failed']);
export type NotebookSourceStatus = z.infer<typeof NotebookSourceStatus>;

/**
 * A notebook has no cancel, relearn or forget of its own, so its list folds: anything that
 * will still run is "in queue", anything that will not (cancelled, forgotten) reads "failed"
 * with its reason beside it.
 */
const notebookStatusOf: Record<SourceState, NotebookSourceStatus> = {
  pending: 'inQueue',
  queued: 'inQueue',
  retrying: 'inQueue',
  toRelearn: 'inQueue',
  learning: 'learning',
  relearning: 'learning',
  learned: 'learned',
  failed: 'failed',
  cancelled: 'failed',
  forgotten: 'failed',
};
export const notebookStatus = (state: SourceState): NotebookSourceStatus => notebookStatusOf[state];

/**
 * SPEC "Bot knowledge task status (10)", in SPEC's order; the wire value is the position.
 * "learning" appears twice in SPEC: the second is a relearn in progress. SPEC's remark that one
 * value reads both 'unlearned' and 'cancelled' is `cancelled` here: a cancelled source is an
 * unlearned one (it has no chunks), so the web shows either word for code 5.
 */
export const botKnowledgeStatuses = [
  'learned',
  'inQueue',
  'learning',
  'waitingToRetry',
  'failed',
  'cancelled',
  'relearning',
  'toBeLearned',
  'toBeRelearned',
  'forgotten',
] as const;
export const BotKnowledgeStatus = z.enum(botKnowledgeStatuses);
export type BotKnowledgeStatus = z.infer<typeof BotKnowledgeStatus>;

const botStatusOf: Record<SourceState, BotKnowledgeStatus> = {
  learned: 'learned',
  queued: 'inQueue',
  learning: 'learning',
  retrying: 'waitingToRetry',
  failed: 'failed',
  cancelled: 'cancelled',
  relearning: 'relearning',
  pending: 'toBeLearned',
  toRelearn: 'toBeRelearned',
  forgotten: 'forgotten',
};
export const botStatus = (state: SourceState): BotKnowledgeStatus => botStatusOf[state];
/** The numeric code of SPEC's list (0 = learned … 9 = forgotten). */
export const botStatusCode = (state: SourceState): number => botKnowledgeStatuses.indexOf(botStatusOf[state]);
