import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { MentionOption, MentionProvider } from '@/shared/mentions/mention-provider.ts';
import { mentionAt, withoutMention } from './mention-query.ts';
import styles from './chat.module.css';

type Props = {
  provider: MentionProvider;
  value: string;
  onChange: (value: string) => void;
  /** An entry was picked; its `@word` is already out of the text. */
  onPick: (option: MentionOption) => void;
  /** The composer's text box. */
  children: ReactNode;
};

/** Keys the open menu takes from the text box (Enter would send, arrows would move the caret). */
const MENU_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape']);

/**
 * The composer's `@` menu (issue [notebooks] item 4): typing `@` lists what the page offers,
 * filtered by what follows it. Arrows move, Enter or Tab picks, Escape closes (until the next
 * `@`), a click picks. The keys are caught before the text box sees them, so the text box stays
 * Ant Design X's, unchanged; it keeps the focus throughout and names the active entry
 * (aria-activedescendant) for screen readers.
 */
export function MentionArea({ provider, value, onChange, onPick, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  // The caret, as last seen for this very text; any other text (sent, set by the page) has its
  // caret at the end.
  const [caret, setCaret] = useState<{ value: string; at: number } | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const mention = mentionAt(value, caret?.value === value ? caret.at : value.length);
  const open = mention !== null && mention.start !== dismissed;
  const { options: found, loading } = provider.useMatches(mention?.query ?? '', open);
  // Listed group by group, so the keys move in the order the reader sees.
  const options = provider.groups.flatMap((group) => found.filter((option) => option.group === group.key));

  // The active entry starts at the top for each new word.
  const word = mention ? `${mention.start}:${mention.query}` : '';
  const [cursor, setCursor] = useState({ word: '', index: 0 });
  const index = cursor.word === word ? Math.min(cursor.index, Math.max(options.length - 1, 0)) : 0;
  const activeId = open && options.length > 0 ? `${listId}-${index}` : undefined;

  useEffect(() => {
    const box = root.current?.querySelector('textarea');
    if (!box) return;
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-expanded', String(open));
    if (open) box.setAttribute('aria-controls', listId);
    else box.removeAttribute('aria-controls');
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, listId, activeId]);

  const track = (event: SyntheticEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement)) return;
    const { value: text, selectionStart: at } = target;
    // Most keys move nothing: the same caret keeps the same state (no render).
    setCaret((last) => (last?.value === text && last.at === at ? last : { value: text, at }));
    // Once the `@` is gone, the next one opens the menu again.
    if (!mentionAt(target.value, target.selectionStart)) setDismissed(null);
  };

  const choose = (option: MentionOption) => {
    if (!mention) return;
    onChange(withoutMention(value, mention));
    setDismissed(null);
    // The next `@` starts at the top again, even at the same place with the same word.
    setCursor({ word: '', index: 0 });
    onPick(option);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!open || !mention || !MENU_KEYS.has(event.key) || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') setDismissed(mention.start);
    else if (options.length === 0) {
      // Nothing to pick: Enter sends the text as typed, unless the first answer is still coming.
      if (event.key !== 'Enter' || !loading) return;
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCursor({ word, index: (index + step + options.length) % options.length });
    } else if (event.key === 'Enter' && event.shiftKey) return;
    else choose(options[index]!);
    event.preventDefault();
    event.stopPropagation();
  };

  let counter = 0;
  return (
    <div
      ref={root}
      className={styles.mentionArea}
      onKeyDownCapture={onKeyDownCapture}
      onChangeCapture={track}
      onSelectCapture={track}
      onKeyUpCapture={track}
      onClickCapture={track}
    >
      {open && (
        <div className={styles.mentionMenu} data-testid="mention-menu">
          <ul id={listId} role="listbox" aria-label={provider.words.list} className={styles.mentionList}>
            {provider.groups.map((group) => {
              const entries = options.filter((option) => option.group === group.key);
              if (entries.length === 0) return null;
              return (
                <li key={group.key} role="presentation">
                  <div className={styles.mentionGroup} role="presentation">
                    {group.title}
                  </div>
                  <ul role="group" aria-label={group.title} className={styles.mentionList}>
                    {entries.map((option) => {
                      const at = counter++;
                      return (
                        <li
                          key={option.id}
                          id={`${listId}-${at}`}
                          role="option"
                          aria-selected={at === index}
                          className={styles.mentionOption}
                          // Keeps the focus in the text box.
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseEnter={() => setCursor({ word, index: at })}
                          onClick={() => choose(option)}
                        >
                          <span className={styles.mentionLabel}>{option.label}</span>
                          {option.detail && <span className={styles.mentionDetail}>{option.detail}</span>}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
          {options.length === 0 && (
            <div className={styles.mentionEmpty} role="status">
              {loading ? provider.words.loading : provider.words.empty}
            </div>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
