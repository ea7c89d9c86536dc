import type { WritingDocListItem, WritingGroup } from '@inkstone/contract/writing';
import {
  BulbOutlined,
  DeleteOutlined,
  EllipsisOutlined,
  FolderOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Alert, Button, Dropdown, Empty, Input, Select, Skeleton, type MenuProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import type { DocFilter } from '../api/keys.ts';
import { useCopyDoc, useRenameOrMoveDoc, useRestoreDoc, useTrashDoc } from '../api/mutations.ts';
import { useDocList, useGroups } from '../api/queries.ts';
import { GroupMenu } from './GroupMenu.tsx';
import { NameDialog } from './NameDialog.tsx';
import styles from './write.module.css';

/** The group filter's value: every document, those in no group, or one group's. */
export type GroupChoice = 'all' | 'none' | string;

export type DocListProps = {
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: (groupId: string | null) => void;
  /** The writing wizard, for a new document in this group. */
  onWizard: (groupId: string | null) => void;
  /** The opened document is renamed in its own title field (its save carries the revision). */
  onRenameOpen: () => void;
  /** A document left the list (trashed): the page closes it if it was open. */
  onGone: (id: string) => void;
};

const groupIdOf = (choice: GroupChoice): string | null | undefined =>
  choice === 'all' ? undefined : choice === 'none' ? null : choice;

/**
 * The document list (SPEC page data: search value, expanded list): search in titles and text,
 * a group filter with the groups' own menu, the trash, and each document's menu (rename, move,
 * duplicate, delete). A deleted document stays in the trash for 30 days.
 */
export function DocList({ openId, onOpen, onNew, onWizard, onRenameOpen, onGone }: DocListProps) {
  const { t } = useTranslation('writing');
  const [search, setSearch] = useState('');
  const searchValue = useDeferredValue(search.trim());
  const [group, setGroup] = useState<GroupChoice>('all');
  const [trashed, setTrashed] = useState(false);
  const filter: DocFilter = { searchValue, groupId: trashed ? undefined : groupIdOf(group), trashed };
  const list = useDocList(filter);
  const groups = useGroups();
  const docs = list.data?.pages.flatMap((page) => page.records) ?? [];
  const [renaming, setRenaming] = useState<WritingDocListItem | null>(null);
  const move = useRenameOrMoveDoc();
  const copy = useCopyDoc();
  const trash = useTrashDoc();
  const restore = useRestoreDoc();

  const act = async (doc: WritingDocListItem, key: string) => {
    try {
      if (key === 'rename') {
        if (doc.id === openId) onRenameOpen();
        else setRenaming(doc);
      } else if (key === 'copy') {
        const made = await copy.mutateAsync(doc.id);
        toast('success', t('list.copied'));
        onOpen(made.id);
      } else if (key === 'trash') {
        await trash.mutateAsync(doc.id);
        onGone(doc.id);
        toast('success', t('list.trashed', { days: 30 }));
      } else if (key === 'restore') {
        await restore.mutateAsync(doc.id);
        toast('success', t('list.restored'));
      } else if (key.startsWith('move:')) {
        const target = key.slice(5);
        await move.mutateAsync({ id: doc.id, groupId: target === 'none' ? null : target });
        toast('success', t('list.moved'));
      }
    } catch (caught) {
      toast('error', (caught as Error).message || t('list.failed'));
    }
  };

  const menuOf = (doc: WritingDocListItem, all: WritingGroup[]): MenuProps['items'] =>
    trashed
      ? [{ key: 'restore', label: t('list.restore') }]
      : [
          { key: 'rename', label: t('list.rename') },
          {
            key: 'move',
            label: t('list.move'),
            children: [
              { key: 'move:none', label: t('groups.none'), disabled: doc.groupId === null },
              ...all.map((g) => ({ key: `move:${g.id}`, label: g.name, disabled: doc.groupId === g.id })),
            ],
          },
          { key: 'copy', label: t('list.copy') },
          { type: 'divider' },
          { key: 'trash', label: t('list.delete'), danger: true, icon: <DeleteOutlined /> },
        ];

  const allGroups = groups.data ?? [];
  const chosenGroup = allGroups.find((g) => g.id === group) ?? null;
  return (
    <nav className={styles.list} aria-label={t('list.label')}>
      <div className={styles.listTop}>
        <Button type="primary" icon={<PlusOutlined />} block onClick={() => onNew(groupIdOf(group) ?? null)}>
          {t('list.new')}
        </Button>
        <Button icon={<BulbOutlined />} block onClick={() => onWizard(groupIdOf(group) ?? null)}>
          {t('wizard.open')}
        </Button>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        {!trashed && (
          <div className={styles.groupRow}>
            <Select
              className={styles.groupSelect}
              value={group}
              aria-label={t('groups.filter')}
              onChange={(value: GroupChoice) => setGroup(value)}
              options={[
                { value: 'all', label: t('groups.all') },
                { value: 'none', label: t('groups.none') },
                ...allGroups.map((g) => ({ value: g.id, label: `${g.name} (${g.docCount})` })),
              ]}
              suffixIcon={<FolderOutlined />}
            />
            <GroupMenu chosen={chosenGroup} onChosen={(id) => setGroup(id ?? 'all')} />
          </div>
        )}
        <Button
          size="small"
          type={trashed ? 'primary' : 'text'}
          icon={<DeleteOutlined />}
          aria-pressed={trashed}
          onClick={() => setTrashed(!trashed)}
        >
          {trashed ? t('trash.leave') : t('trash.open')}
        </Button>
      </div>
      {trashed && <p className={styles.hint}>{t('trash.hint', { days: 30 })}</p>}
      {list.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error.message || t('list.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      )}
      {list.isSuccess && docs.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={searchValue ? t('list.noMatch') : trashed ? t('trash.empty') : t('list.empty')}
        />
      )}
      <ul className={styles.items} data-testid="doc-list">
        {docs.map((doc) => (
          <li key={doc.id} className={styles.item} data-open={doc.id === openId || undefined}>
            <button
              type="button"
              className={styles.itemOpen}
              onClick={() => !trashed && onOpen(doc.id)}
              aria-current={doc.id === openId ? 'true' : undefined}
              disabled={trashed}
            >
              <span className={styles.itemTitle}>{doc.title}</span>
              {doc.excerpt && <span className={styles.itemExcerpt}>{doc.excerpt}</span>}
              <span className={styles.itemMeta}>
                {trashed && doc.purgeAt
                  ? t('trash.until', { date: new Date(doc.purgeAt).toLocaleDateString() })
                  : `${new Date(doc.updatedAt).toLocaleString()} · ${t('doc.words', { count: doc.wordCount })}`}
              </span>
            </button>
            <Dropdown
              trigger={['click']}
              menu={{ items: menuOf(doc, allGroups), onClick: ({ key }) => void act(doc, key) }}
            >
              <Button
                type="text"
                size="small"
                icon={<EllipsisOutlined />}
                aria-label={t('list.menu', { title: doc.title })}
              />
            </Dropdown>
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button block type="text" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('list.more')}
        </Button>
      )}
      {renaming && (
        <NameDialog
          title={t('list.rename')}
          label={t('doc.title')}
          initial={renaming.title}
          okText={t('name.save')}
          onSubmit={(title) => move.mutateAsync({ id: renaming.id, title })}
          onClose={() => setRenaming(null)}
        />
      )}
    </nav>
  );
}
