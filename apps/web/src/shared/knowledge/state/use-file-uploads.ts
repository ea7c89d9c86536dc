import type { MessageKey } from '@inkstone/contract/messages';
import type { NewSource } from '@inkstone/contract/knowledge-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/errors.ts';
import { uploadKnowledgeFile } from '../api/upload.ts';
import { refuseFile, type FileTabKind } from '../model/file-checks.ts';

export type UploadPhase = 'uploading' | 'adding' | 'done' | 'error';

/** One file in the dialog's list; `error` is either the server's words or a contract key. */
export type UploadItem = {
  key: string;
  name: string;
  size: number;
  phase: UploadPhase;
  percent: number;
  error: { text: string } | { key: MessageKey; params?: Record<string, string> } | null;
};

let counter = 0;

/** The server's words when it answered; the catalogue's "upload failed" when nothing came back. */
const errorOf = (caught: unknown): UploadItem['error'] =>
  caught instanceof ApiError && caught.kind === 'envelope' && caught.message
    ? { text: caught.message }
    : { key: 'errors.uploadFailed' };

/**
 * The files of one tab, each on its own: checked, uploaded with its own progress, then added
 * as a source by its fileId. A failure stays on its own row; the others carry on. Leaving the
 * dialog aborts uploads still under way.
 */
export function useFileUploads(kind: FileTabKind, add: (source: NewSource) => Promise<unknown>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    async (file: File) => {
      const key = `upload-${(counter += 1)}`;
      const refusal = refuseFile(file, kind);
      const item: UploadItem = {
        key,
        name: file.name,
        size: file.size,
        phase: refusal ? 'error' : 'uploading',
        percent: 0,
        error: refusal,
      };
      setItems((list) => [...list, item]);
      if (refusal) return;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        const uploaded = await uploadKnowledgeFile(file, {
          signal: controller.signal,
          onProgress: (percent) => update(key, { percent }),
        });
        update(key, { phase: 'adding', percent: 100 });
        await add({ kind, fileId: uploaded.fileId });
        update(key, { phase: 'done' });
      } catch (caught) {
        if (caught instanceof ApiError && caught.kind === 'aborted') return;
        update(key, { phase: 'error', error: errorOf(caught) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [kind, add, update],
  );

  const addFiles = useCallback((files: readonly File[]) => files.forEach((file) => void start(file)), [start]);

  /** Takes a row off the list, stopping its upload if it is still going. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  return { items, addFiles, remove };
}
