import { parsePrompt } from '@inkstone/contract/draw-params';
import type { ImageMessage } from './types.ts';

/** Blend's shapes, as the image services draw them. */
const BLEND_SHAPE = { SQUARE: [1, 1], LANDSCAPE: [3, 2], PORTRAIT: [2, 3] } as const;

/**
 * The width:height a task's picture will have, for its placeholder while it draws: the known
 * size when there is one, else the prompt's --ar (a grid of four keeps its cells' ratio), else
 * the blend's shape, else square.
 */
export function aspectOf(message: Pick<ImageMessage, 'action' | 'prompt' | 'width' | 'height' | 'dimensions'>): number {
  if (message.width && message.height) return message.width / message.height;
  if (message.action === 'BLEND') {
    const [w, h] = BLEND_SHAPE[message.dimensions ?? 'SQUARE'];
    return w / h;
  }
  const parsed = parsePrompt(message.prompt);
  if (!parsed.ok) return 1;
  const [w, h] = parsed.value.params.ar;
  return w / h;
}
