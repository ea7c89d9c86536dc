/**
 * Turns texts into vectors for similarity search (bot knowledge, notebook sources). Its own
 * module: the provider and the local model both implement it, and embeddings.ts chooses.
 */
export interface Embedder {
  /** Names the model and its vector length: vectors of different ids are never compared. */
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
