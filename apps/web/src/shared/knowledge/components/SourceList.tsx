import type { Container } from '@inkstone/contract/knowledge';
import { Checkbox, Empty, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceCalls } from '../api/calls.ts';
import { useSourceAction } from '../api/mutations.ts';
import { useSources } from '../api/sources.ts';
import type { StatusReading } from '../model/status.ts';
import { SourceRow } from './SourceRow.tsx';
import { SourceViewer } from './SourceViewer.tsx';
import styles from './knowledge.module.css';

export type SourceListProps = {
  container: Container;
  /** Which of SPEC §3's status lists the tags read: a notebook's 4 or a bot's 10. */
  reading: StatusReading;
  /** Show a checkbox per source (a notebook's chat is scoped to the chosen ones). */
  selectable?: boolean;
  selected?: readonly string[];
  onSelectedChange?: (ids: string[]) => void;
  /** Opens a source somewhere of the page's own (a notebook's view) instead of the drawer. */
  onView?: (id: string) => void;
  /** The source the page shows now, marked in the list. */
  currentId?: string | null;
  /** The reader may only look (a notebook's viewer): no retry, no delete. */
  readOnly?: boolean;
  /** What an empty list says, when the page has more to say than the default. */
  empty?: ReactNode;
};

/** A container's sources, kept live by the socket, with their actions and the viewer. */
export function SourceList({
  container,
  reading,
  selectable,
  selected = [],
  onSelectedChange,
  onView,
  currentId,
  readOnly,
  empty,
}: SourceListProps) {
  const { t } = useTranslation('knowledge');
  const sources = useSources(container);
  const action = useSourceAction(container);
  const { canMove } = useSourceCalls();
  const [viewing, setViewing] = useState<string | null>(null);

  if (sources.isPending)
    return (
      <div aria-busy="true" data-testid="sources-loading">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  const list = sources.data ?? [];
  if (list.length === 0) return empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />;

  const chosen = new Set(selected);
  const allChosen = list.every((source) => chosen.has(source.id));
  const someChosen = list.some((source) => chosen.has(source.id));
  const toggle = (id: string, on: boolean) =>
    onSelectedChange?.(on ? [...new Set([...selected, id])] : selected.filter((value) => value !== id));
  const busyId = action.isPending ? action.variables?.id : undefined;

  return (
    <>
      {selectable && (
        <div className={styles.header}>
          <Checkbox
            checked={allChosen}
            indeterminate={someChosen && !allChosen}
            onChange={(event) => onSelectedChange?.(event.target.checked ? list.map((source) => source.id) : [])}
          >
            {t('list.selectAll')}
          </Checkbox>
        </div>
      )}
      <ul className={styles.list} aria-label={t('list.label')}>
        {list.map((source) => (
          <SourceRow
            key={source.id}
            source={source}
            reading={reading}
            checked={chosen.has(source.id)}
            onCheck={selectable ? (on) => toggle(source.id, on) : undefined}
            onView={() => (onView ? onView(source.id) : setViewing(source.id))}
            onAction={(move) => action.mutate({ action: move, id: source.id })}
            busy={busyId === source.id}
            readOnly={readOnly}
            deleteOnly={!canMove}
            current={currentId === source.id}
          />
        ))}
      </ul>
      {!onView && <SourceViewer sourceId={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
