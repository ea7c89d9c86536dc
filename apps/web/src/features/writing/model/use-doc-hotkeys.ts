import type { Editor } from '@tiptap/react';
import { useEffect } from 'react';
import type { Autosaver } from './autosaver.ts';

const isCommand = (event: KeyboardEvent, key: string) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && !event.isComposing && event.key.toLowerCase() === key;

/**
 * The opened document's SPEC hotkeys: Cmd/Ctrl+S saves now and keeps a version; Cmd/Ctrl+L hands
 * the selected text to the chat beside the editor (`onQuote`, with '' when nothing is selected),
 * when there is a chat.
 */
export function useDocHotkeys(saver: Autosaver, editor: Editor | null, onQuote: ((text: string) => void) | null) {
  useEffect(() => {
    const save = (event: KeyboardEvent) => {
      if (!isCommand(event, 's')) return;
      event.preventDefault();
      void saver.flush(true);
    };
    window.addEventListener('keydown', save);
    return () => window.removeEventListener('keydown', save);
  }, [saver]);

  useEffect(() => {
    if (!onQuote || !editor) return;
    const quote = (event: KeyboardEvent) => {
      if (!isCommand(event, 'l')) return;
      event.preventDefault();
      onQuote(selectedText(editor));
    };
    window.addEventListener('keydown', quote);
    return () => window.removeEventListener('keydown', quote);
  }, [editor, onQuote]);
}

/** The selection as text; one the editor has not read from the page yet (made a moment ago) counts too. */
function selectedText(editor: Editor): string {
  const { from, to, empty } = editor.state.selection;
  if (!empty) return editor.state.doc.textBetween(from, to, '\n\n').trim();
  const onPage = window.getSelection();
  return onPage?.anchorNode && editor.view.dom.contains(onPage.anchorNode) ? onPage.toString().trim() : '';
}
