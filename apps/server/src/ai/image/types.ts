import type { DrawParams } from '@inkstone/contract/draw-params';
import type { BlendDimensions } from '@inkstone/contract/draw-prompt';
import type { ImageProvider } from '@inkstone/contract/draw';

/**
 * Image generation behind one interface (DESIGN.md §4). Features hand in bytes, never URLs:
 * fetching a user's address is not a model's business. Every call answers one PNG: a 2×2
 * grid of four variants (imagine, blend, vary, reroll) or one picture (upscale).
 */
export type ImageInput = { data: Buffer; mime: string };

export type PromptSpec = {
  /** The words of the prompt, parameters removed. */
  text: string;
  params: DrawParams;
  /**
   * Words and parameters in the manual's form (image addresses removed), for services that
   * read Midjourney parameters themselves.
   */
  written: string;
  /** Image prompts (their weight is `params.iw`). */
  images: ImageInput[];
};

/** A finished grid the user picks from: what a change action needs of it. */
export type ParentImage = {
  prompt: PromptSpec;
  /** The parent's own PNG. */
  image: () => Promise<Buffer>;
  seed: number;
  /** What the provider kept about the parent (an upstream task id, the offline designs…). */
  state: unknown;
  provider: ImageProvider;
};

export type RunContext = {
  /** Aborted on shutdown (the job runs again later) or by the caller. */
  signal: AbortSignal;
  /** 0-100; called whenever it changes. */
  onProgress(percent: number): Promise<void>;
  /** The upstream task a previous try already submitted: poll it instead of submitting again. */
  upstreamId: string | null;
  /** Records the upstream task id before waiting on it, so a restart resumes rather than resubmits. */
  onSubmitted(upstreamId: string): Promise<void>;
};

export type ImageResult = {
  png: Buffer;
  width: number;
  height: number;
  /** Kept with the task and handed back as `ParentImage.state` to change actions. */
  state: unknown;
};

export interface ImageModel {
  readonly provider: ImageProvider;
  imagine(request: { prompt: PromptSpec; seed: number }, context: RunContext): Promise<ImageResult>;
  blend(
    request: { images: ImageInput[]; dimensions: BlendDimensions; seed: number },
    context: RunContext,
  ): Promise<ImageResult>;
  /** One quadrant (1-4, left to right, top to bottom) as a larger picture. */
  upscale(request: { parent: ParentImage; index: number }, context: RunContext): Promise<ImageResult>;
  /** Four pictures related to one quadrant. */
  vary(request: { parent: ParentImage; index: number; seed: number }, context: RunContext): Promise<ImageResult>;
  /** The parent's prompt again with a new seed. */
  reroll(request: { parent: ParentImage; seed: number }, context: RunContext): Promise<ImageResult>;
}

/**
 * A failure the image service reported. `final` ones (a refused prompt, a task the service
 * marked failed, a timeout) end the task at once; others (network, 5xx, 429) are retried.
 * `reason` is the service's own text, shown to the user when present.
 */
export class ImageModelError extends Error {
  constructor(
    message: string,
    readonly options: { final: boolean; reason?: string | null } = { final: false },
  ) {
    super(message);
    this.name = 'ImageModelError';
  }
}
