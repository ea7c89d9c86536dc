import { writingToolRoutes } from '@inkstone/contract/routes/writing-tools';
import { WritingToolLimits } from '@inkstone/contract/writing-tools';
import type { Editor } from '@tiptap/react';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from '@/shared/api/call.ts';
import { ApiError } from '@/shared/api/errors.ts';
import { toast } from '@/shared/ui/toast.ts';
import { showGhost } from './ghost-text.ts';

/** The pause in typing after which a suggestion is asked for. */
export const PAUSE_MS = 900;
/** Fewer characters before the cursor than this give the model too little to go on. */
const MIN_BEFORE = 8;

/**
 * Suggestions as you type (SPEC §3 `write.editorCompletion`): after a pause with the cursor at the
 * end of a paragraph, the text around it goes to cli/write/v1/complete and the answer shows as ghost
 * text, if the text and the cursor are still where they were. Typing on drops the request. Without a
 * provider, or past the hourly limit, no more is asked this visit: the switch in the toolbar then
 * says why (past the limit a toast says so too, as the writer was using them).
 */
export function useCompletion(editor: Editor | null, docId: string, enabled: boolean): void {
  useEffect(() => {
    if (!editor || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const cancel = () => {
      clearTimeout(timer);
      request?.abort();
    };
    const ask = async () => {
      if (paused || editor.isDestroyed || editor.view.composing) return;
      const { state } = editor;
      const { empty, head, $head } = state.selection;
      // At the end of a paragraph of text only: a suggestion in mid-sentence would cover the words after it.
      if (!empty || !$head.parent.isTextblock || $head.parentOffset !== $head.parent.content.size) return;
      const before = state.doc.textBetween(Math.max(0, head - WritingToolLimits.completionBefore), head, '\n\n');
      if (before.trim().length < MIN_BEFORE) return;
      const after = state.doc.textBetween(
        head,
        Math.min(state.doc.content.size, head + WritingToolLimits.completionAfter),
        '\n\n',
      );
      request = new AbortController();
      try {
        const answer = await call(
          writingToolRoutes.complete,
          { before, after, docId },
          { signal: request.signal, silent: true },
        );
        if (answer.status === 'offline') return pause(answer.notice ?? '');
        if (answer.status !== 'ok' || editor.isDestroyed || editor.state.doc !== state.doc) return;
        if (editor.state.selection.head === head) showGhost(editor, { text: answer.text, pos: head });
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === 429) {
          pause(caught.message);
          toast('warning', caught.message, 8);
        }
        // Anything else (offline, a dropped request): no suggestion this time.
      }
    };
    const onUpdate = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (!transaction.docChanged || paused) return;
      cancel();
      timer = setTimeout(() => void ask(), PAUSE_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
      cancel();
    };
  }, [editor, docId, enabled]);
}

/**
 * Suggestions stop for the rest of this visit once the server has none to give (no provider, the
 * hourly limit); `notice` says why, for the toolbar's switch.
 */
let paused = false;
let notice: string | null = null;
const listeners = new Set<() => void>();

function pause(message: string) {
  paused = true;
  notice = message;
  for (const listener of listeners) listener();
}

/** Why suggestions stopped this visit, or null while they run. */
export function useCompletionNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}

/** For tests: a new visit. */
export function resumeCompletion(): void {
  paused = false;
  notice = null;
}
