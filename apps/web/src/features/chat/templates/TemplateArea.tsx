import { useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaterChunk } from '../components/later-chunk.ts';
import styles from '../components/chat.module.css';
import { libraryChunk } from './library-chunk.ts';
import { slashAt, withoutSlash } from './slash-query.ts';
import type { MenuKeys } from './menu-keys.ts';
import type { TemplatePick } from './template-pick.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Send the rendered question through the template call. */
  onSend: (question: string, pick: TemplatePick) => void;
  /** An answer is coming: a filled form waits for it instead of sending. */
  busy: boolean;
  /** Back to the text box when the form closes. */
  onFocus: () => void;
  /** The composer's text box. */
  children: ReactNode;
};

/**
 * The composer's `/` menu (issue #18 item 5), drawn around the text box like the `@` menu
 * (MentionArea.tsx): a `/` at the start or after a space lists the prompt templates, filtered by
 * what follows it. This part is small and always there; the library itself (catalogue, menu,
 * form) is fetched on the first `/`, a loading line showing until it arrives. The keys the open
 * menu needs (arrows, Enter, Tab, Escape) are caught before the text box sees them.
 */
export function TemplateArea({ value, onChange, onSend, busy, onFocus, children }: Props) {
  const { t } = useTranslation('common');
  const [caret, setCaret] = useState<{ value: string; at: number } | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const slash = slashAt(value, caret?.value === value ? caret.at : value.length);
  const open = slash !== null && slash.start !== dismissed;
  // Once asked for, the library stays: its form outlives the menu.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const library = useLaterChunk(libraryChunk, wanted);
  const keysRef = useRef<MenuKeys | null>(null);

  const track = (event: SyntheticEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement)) return;
    const { value: text, selectionStart: at } = target;
    setCaret((last) => (last?.value === text && last.at === at ? last : { value: text, at }));
    // Once the `/` is gone, the next one opens the menu again.
    if (!slashAt(text, at)) setDismissed(null);
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') setDismissed(slash.start);
    // Still loading: Enter waits for the list rather than sending the `/word`.
    else if (!(keysRef.current ? keysRef.current(event) : event.key === 'Enter')) return;
    event.preventDefault();
    event.stopPropagation();
  };

  /** A template was picked: its `/word` leaves the text, and what is left may fill the form. */
  const take = () => {
    if (!slash) return '';
    const rest = withoutSlash(value, slash);
    onChange(rest);
    setDismissed(null);
    return rest;
  };

  return (
    <div
      className={styles.mentionArea}
      onKeyDownCapture={onKeyDownCapture}
      onChangeCapture={track}
      onSelectCapture={track}
      onKeyUpCapture={track}
      onClickCapture={track}
    >
      {library ? (
        <library.TemplateLibrary
          query={open ? slash.query : null}
          keysRef={keysRef}
          onTake={take}
          onRestore={(text) => onChange(text)}
          onSend={onSend}
          busy={busy}
          onFocus={onFocus}
        />
      ) : (
        open && (
          <div className={styles.mentionMenu} data-testid="template-menu">
            <div className={styles.mentionEmpty} role="status">
              {t('loading')}
            </div>
          </div>
        )
      )}
      {children}
    </div>
  );
}
