import './i18n.ts';
import { PromptTemplateLimits } from '@inkstone/contract/prompt-template-text';
import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../components/chat.module.css';
import { filterEntries, initialValues, libraryEntries, libraryGroups, type LibraryEntry } from './entries.ts';
import { useMyTemplates } from './api.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TemplateForm } from './TemplateForm.tsx';
import type { MenuKeys } from './menu-keys.ts';
import type { TemplatePick } from './template-pick.ts';

type Props = {
  /** What follows the `/`; null while the menu is closed. */
  query: string | null;
  keysRef: RefObject<MenuKeys | null>;
  /** Takes the `/word` out of the text box; gives what is left. */
  onTake: () => string;
  onRestore: (text: string) => void;
  onSend: (question: string, pick: TemplatePick) => void;
  busy: boolean;
  onFocus: () => void;
};

type Option = { kind: 'entry'; entry: LibraryEntry } | { kind: 'new' };

/**
 * The template library behind the composer's `/` (a chunk of its own): the menu of the reader's
 * own and the built-in templates by category, the form that fills a picked one, and the editor
 * of the reader's own. Arrows move, Enter or Tab picks, Escape closes (TemplateArea.tsx).
 */
export function TemplateLibrary({ query, keysRef, onTake, onRestore, onSend, busy, onFocus }: Props) {
  const { t, i18n } = useTranslation(['promptTemplates', 'common']);
  const listId = useId();
  const language = i18n.language === 'zh_CN' ? 'zh_CN' : 'en';
  const mine = useMyTemplates();
  const own = mine.data?.records;
  const entries = useMemo(() => libraryEntries(language, own ?? []), [language, own]);
  const groupName = (group: string) => t(`group.${group}` as 'group.mine');
  const found = query === null ? [] : filterEntries(entries, query, groupName);
  const offerNew = query === '' && mine.loggedIn;
  const options: Option[] = [
    ...found.filter((entry) => entry.group === 'mine').map((entry) => ({ kind: 'entry' as const, entry })),
    ...(offerNew ? [{ kind: 'new' as const }] : []),
    ...found.filter((entry) => entry.group !== 'mine').map((entry) => ({ kind: 'entry' as const, entry })),
  ];

  const [cursor, setCursor] = useState({ query: '', index: 0 });
  const index = cursor.query === query ? Math.min(cursor.index, Math.max(options.length - 1, 0)) : 0;
  const activeId = query !== null && options.length > 0 ? `${listId}-${index}` : undefined;
  const [filling, setFilling] = useState<{ entry: LibraryEntry; values: Record<string, string>; rest: string } | null>(
    null,
  );
  const [editing, setEditing] = useState<{ template?: UserTemplate } | null>(null);

  const choose = (option: Option) => {
    const rest = onTake();
    setCursor({ query: '', index: 0 });
    if (option.kind === 'new') return setEditing({});
    setFilling({ entry: option.entry, values: initialValues(option.entry, rest), rest });
  };

  const onKey: MenuKeys = (event: KeyboardEvent) => {
    if (options.length === 0) return event.key === 'Enter' && mine.isLoading;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCursor({ query: query ?? '', index: (index + step + options.length) % options.length });
      return true;
    }
    if (event.key === 'Enter' && event.shiftKey) return false;
    if (event.key !== 'Enter' && event.key !== 'Tab') return false;
    choose(options[index]!);
    return true;
  };
  useEffect(() => {
    keysRef.current = query === null ? null : onKey;
  });
  useEffect(
    () => () => {
      keysRef.current = null;
    },
    [keysRef],
  );

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setFilling(null);
    setEditing(null);
    onFocus();
  };

  let counter = 0;
  const row = (option: Option) => {
    const at = counter++;
    const label = option.kind === 'new' ? t('mine.new') : option.entry.title;
    const detail =
      option.kind === 'new' ? t('mine.newDetail', { example: '{{…}}' }) : option.entry.description || option.entry.text;
    return (
      <li
        key={option.kind === 'new' ? 'new' : option.entry.id}
        id={`${listId}-${at}`}
        role="option"
        aria-selected={at === index}
        className={styles.mentionOption}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setCursor({ query: query ?? '', index: at })}
        onClick={() => choose(option)}
      >
        <span className={styles.mentionLabel}>{label}</span>
        <span className={styles.mentionDetail}>{detail}</span>
      </li>
    );
  };
  const mineNote = !mine.loggedIn
    ? t('mine.signIn')
    : mine.isLoading
      ? t('loading', { ns: 'common' })
      : own?.length === 0
        ? t('mine.empty')
        : null;

  return (
    <>
      {query !== null && (
        <div className={styles.mentionMenu} data-testid="template-menu">
          <ul id={listId} role="listbox" aria-label={t('menu.label')} className={styles.mentionList}>
            {libraryGroups.map((group) => {
              const inGroup = options.filter((option) =>
                option.kind === 'new' ? group === 'mine' : option.entry.group === group,
              );
              const note = group === 'mine' && query === '' ? mineNote : null;
              if (inGroup.length === 0 && !note) return null;
              return (
                <li key={group} role="presentation">
                  <div className={styles.mentionGroup} role="presentation">
                    {groupName(group)}
                  </div>
                  {note && (
                    <div className={styles.mentionEmpty} role="status">
                      {note}
                    </div>
                  )}
                  <ul role="group" aria-label={groupName(group)} className={styles.mentionList}>
                    {inGroup.map(row)}
                  </ul>
                </li>
              );
            })}
          </ul>
          {options.length === 0 && (
            <div className={styles.mentionEmpty} role="status">
              {t('menu.empty')}
            </div>
          )}
        </div>
      )}
      {filling && (
        <TemplateForm
          entry={filling.entry}
          initial={filling.values}
          busy={busy}
          onCancel={close}
          onSend={(question, variables) => {
            const usedRest = Object.values(filling.values).includes(filling.rest);
            close();
            onSend(question, { templateId: filling.entry.id, variables });
            // What was typed beside the `/` and not used stays in the text box.
            if (!usedRest) onRestore(filling.rest);
          }}
          onEdit={
            filling.entry.own
              ? () => {
                  setEditing({ template: filling.entry.own });
                  setFilling(null);
                }
              : undefined
          }
          onDeleted={close}
        />
      )}
      {editing && (
        <TemplateEditor
          template={editing.template}
          count={mine.data?.total ?? 0}
          limit={mine.data?.limit ?? PromptTemplateLimits.perUser}
          onClose={close}
        />
      )}
    </>
  );
}
