import { formatSize } from '@inkstone/contract/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import { uploadChatFile } from '../api/upload-file.ts';
import { checkFiles } from '../state/file-rules.ts';
import { useFileLimits } from './use-file-limits.ts';
import type { ChatFile } from '../state/types.ts';

export type Attachment = {
  uid: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  file?: ChatFile;
  error?: string;
};

let counter = 0;

/**
 * The composer's attachments: each picked file uploads at once with its progress; a failed one
 * stays as a red chip until removed (sending is refused meanwhile, SPEC §8).
 */
export function useAttachments() {
  const { t } = useTranslation('chat');
  const limits = useFileLimits();
  const [items, setItems] = useState<Attachment[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (uid: string, patch: Partial<Attachment>) =>
    setItems((current) => current.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, rejections } = checkFiles(items.length, files, limits);
      for (const rejection of rejections) toast('warning', t(rejection.key, rejection));
      const picked = accepted.map((index) => files[index]!);
      const added = picked.map((file) => ({
        uid: `file-${counter++}`,
        name: file.name,
        size: file.size,
        status: 'uploading' as const,
        percent: 0,
      }));
      setItems((current) => [...current, ...added]);
      picked.forEach((file, index) => {
        const { uid } = added[index]!;
        const controller = new AbortController();
        controllers.current.set(uid, controller);
        uploadChatFile(file, {
          limitBytes: limits.sizeMb * 1024 * 1024,
          signal: controller.signal,
          onProgress: (percent) => update(uid, { percent }),
        })
          .then((uploaded) =>
            update(uid, {
              status: 'done',
              percent: 100,
              file: {
                fileId: uploaded.fileId,
                name: uploaded.name,
                url: uploaded.url,
                type: uploaded.type,
                size: uploaded.size,
              },
            }),
          )
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            update(uid, {
              status: 'error',
              error: error instanceof Error && error.message ? error.message : t('files.failed'),
            });
          })
          .finally(() => controllers.current.delete(uid));
      });
    },
    [items.length, t, limits],
  );

  const remove = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    setItems((current) => current.filter((item) => item.uid !== uid));
  }, []);

  return {
    items,
    add,
    remove,
    /** Empties the list for a send; the returned list can be put back if the send is refused. */
    take: () => {
      const taken = items;
      setItems([]);
      return taken;
    },
    restore: (taken: Attachment[]) => setItems(taken),
    hasErrors: items.some((item) => item.status === 'error'),
    uploading: items.some((item) => item.status === 'uploading'),
    files: items.flatMap((item) => (item.file ? [item.file] : [])),
  };
}

export const describeSize = (bytes: number) => formatSize(bytes);
