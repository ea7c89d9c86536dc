import type { ChangeAction } from '@inkstone/contract/draw';
import type { BlendDimensions } from '@inkstone/contract/draw-prompt';
import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { DRAW_PRODUCT } from '../state/types.ts';

/**
 * SPEC §7 Drawing. Each accepted call answers the task id (mjTaskId); progress then comes over
 * the socket. The calls are silent: the feature shows a 3001 refusal in the message and other
 * failures as a warning toast (SPEC §8), while a 401 still signs out and a quota refusal still
 * opens the plan panel (the API client does both).
 */
const silent = { silent: true };

export function imagine(input: { msgId: string; prompt: string; images: string[] }): Promise<string> {
  const body = {
    msgId: input.msgId,
    type: DRAW_PRODUCT,
    prompt: input.prompt,
    ...(input.images.length ? { base64ArrayUrl: input.images } : {}),
  };
  return call(routes.draw.imagine, body, silent);
}

export function blend(input: { msgId: string; images: string[]; dimensions: BlendDimensions }): Promise<string> {
  const body = { msgId: input.msgId, type: DRAW_PRODUCT, dimensions: input.dimensions, base64ArrayUrl: input.images };
  return call(routes.draw.blend, body, silent);
}

/** Form-encoded, as SPEC §7 says. REROLL sends no index. */
export function change(input: {
  msgId: string;
  action: ChangeAction;
  mjTaskId: string;
  index: number | null;
}): Promise<string> {
  const form = {
    type: DRAW_PRODUCT,
    action: input.action,
    mjTaskId: input.mjTaskId,
    msgId: input.msgId,
    index: input.index ?? undefined,
  };
  return call(routes.draw.change, form, silent);
}
