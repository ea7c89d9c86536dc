import type { DrawAction, ImageProvider, TaskCode } from '@inkstone/contract/draw';
import type { BlendDimensions } from '@inkstone/contract/draw-prompt';

export type ExpandSlot = 'expand1' | 'expand2' | 'expand3' | 'expand4';
export const EXPAND_SLOTS: readonly ExpandSlot[] = ['expand1', 'expand2', 'expand3', 'expand4'];
export const slotOf = (index: number): ExpandSlot => `expand${index}` as ExpandSlot;

/**
 * SPEC §3 "Image message". Every task is two messages with one `msgId`: the prompt (what was
 * asked: `content` the words, `urls` the pictures given) and the response (the task:
 * `mjTaskId`, `progress`, `code`, and `content` the result url when done or the fail reason
 * when failed). The fields after `done` are the history record's clean extras.
 */
export type ImageMessage = {
  type: 'prompt' | 'response';
  content: string;
  urls: string[];
  msgId: string;
  /** Known once the call answers (or a push names the msgId). */
  mjTaskId?: string;
  botName?: string;
  action: DrawAction;
  /** 0-100. */
  progress: number;
  /** SPEC §4: '01' in progress, '00' done, '02' failed. */
  code: TaskCode;
  /** ISO time the task was asked for; the feed is ordered by it. */
  date: string;
  /** The grid an UPSCALE, VARIATION or REROLL came from (its mjTaskId). */
  parentId: string | null;
  /** The grid quadrant 1-4 the change is about. */
  index: number | null;
  /** Per quadrant: null, 'pending' while its upscale runs, then the upscale's mjTaskId. */
  expand1: string | null;
  expand2: string | null;
  expand3: string | null;
  expand4: string | null;
  /** The full prompt the task drew (with its parameters). */
  prompt: string;
  done: boolean;
  provider?: ImageProvider;
  width?: number | null;
  height?: number | null;
  /** Blend's shape, when this client asked for it. */
  dimensions?: BlendDimensions;
  /** Code 3001: `content` is the server's text; these are the links it came with. */
  refused?: { links: Array<{ text: string; href: string }> };
  /** Client clock (ms) of the last news about the task, so polling only asks about quiet ones. */
  heardAt?: number;
};

/** A picture in the bag (SPEC §3 page data): uploading with its progress, then its address. */
export type BagItem = {
  uid: string;
  name: string;
  /** A local object URL for the thumbnail while it uploads. */
  preview: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  url?: string;
  error?: string;
};

/** The product tag sent as `type` with every drawing call and used to filter the history. */
export const DRAW_PRODUCT = 'mj';

/** Grids can be upscaled, varied and rerolled; an upscale is a single picture. */
export const isGrid = (message: Pick<ImageMessage, 'action'>) => message.action !== 'UPSCALE';
