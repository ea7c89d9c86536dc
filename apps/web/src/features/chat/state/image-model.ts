import { ModelId, catalogueItem } from '@inkstone/contract/models';

/** Whether a model draws (gpt-image-1): its questions go through sseImg (send-image.ts, loaded then). */
export function isImageModel(model: string): boolean {
  const parsed = ModelId.safeParse(model);
  return parsed.success && catalogueItem(parsed.data).kind === 'image';
}
