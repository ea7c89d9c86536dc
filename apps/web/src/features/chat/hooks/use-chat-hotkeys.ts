import { useEffect, useLayoutEffect, useRef } from 'react';

export type ChatHotkeys = {
  /** Cmd/Ctrl+L: quote the current selection into the prompt. */
  onQuote: (selection: string) => void;
  /** Cmd/Ctrl+H: show or hide the history list. */
  onToggleHistory: () => void;
};

/** Cmd on Apple keyboards, Ctrl elsewhere; either is accepted. */
const isCommand = (event: KeyboardEvent) => (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;

/**
 * SPEC §2 hotkeys on a chat page. The browser's own meaning of these keys (address bar,
 * history) is kept off while a chat page is shown. Enter and Shift+Enter live in the composer.
 */
export function useChatHotkeys(handlers: ChatHotkeys, enabled = true): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommand(event) || event.isComposing) return;
      const key = event.key.toLowerCase();
      if (key === 'l') {
        event.preventDefault();
        latest.current.onQuote(window.getSelection()?.toString().trim() ?? '');
      } else if (key === 'h') {
        event.preventDefault();
        latest.current.onToggleHistory();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
