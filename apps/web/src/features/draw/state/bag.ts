import { canAddImage } from '@inkstone/contract/draw-prompt';
import { Limits } from '@inkstone/contract/limits';
import { uploadFile } from '@/shared/api/upload.ts';
import { i18next } from '@/shared/i18n/i18n.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useDraw } from './store.ts';
import type { BagItem } from './types.ts';

/**
 * The image bag (SPEC §3 page data, §5 up to 5 images): each picked picture uploads at once
 * (cli/file/v1/upload, purpose mj) with its progress; what does not fit is refused with a
 * message, and a failed upload stays, marked, until it is removed.
 */
const uploads = new Map<string, AbortController>();
let counter = 0;

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const update = (uid: string, patch: Partial<BagItem>) =>
  useDraw.getState().setBag((bag) => bag.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

export function addToBag(files: readonly File[]): void {
  const t = i18next.getFixedT(null, 'draw');
  const images = files.filter((file) => file.type.startsWith('image/'));
  if (images.length < files.length) toast('warning', t('bag.notImage'));
  let count = useDraw.getState().bag.length;
  const accepted: File[] = [];
  for (const file of images) {
    if (!canAddImage(count)) {
      toast('warning', t('bag.full', { max: Limits.drawingImagesMax }));
      break;
    }
    accepted.push(file);
    count += 1;
  }
  const added: BagItem[] = accepted.map((file) => ({
    uid: `img-${Date.now().toString(36)}-${counter++}`,
    name: file.name,
    preview: previewOf(file),
    status: 'uploading',
    percent: 0,
  }));
  useDraw.getState().setBag((bag) => [...bag, ...added]);
  accepted.forEach((file, i) => {
    const { uid } = added[i]!;
    const controller = new AbortController();
    uploads.set(uid, controller);
    uploadFile(file, { purpose: 'mj', signal: controller.signal, onProgress: (percent) => update(uid, { percent }) })
      .then((uploaded) => update(uid, { status: 'done', percent: 100, url: uploaded.url }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        update(uid, {
          status: 'error',
          error: error instanceof Error && error.message ? error.message : t('bag.failed'),
        });
      })
      .finally(() => uploads.delete(uid));
  });
}

export function removeFromBag(uid: string): void {
  uploads.get(uid)?.abort();
  uploads.delete(uid);
  const { bag, setBag } = useDraw.getState();
  const item = bag.find((candidate) => candidate.uid === uid);
  if (item?.preview) URL.revokeObjectURL(item.preview);
  setBag((current) => current.filter((candidate) => candidate.uid !== uid));
}

/** Stops every upload (logout). */
export function abortUploads(): void {
  for (const controller of uploads.values()) controller.abort();
  uploads.clear();
}

export const bagUrls = (bag: readonly BagItem[]) =>
  bag.flatMap((item) => (item.status === 'done' && item.url ? [item.url] : []));
