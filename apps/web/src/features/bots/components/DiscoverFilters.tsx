import type { BotCategory } from '@inkstone/contract/bots';
import { Input, Segmented, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTags } from '../api/discover.ts';
import type { DiscoverFilters as Filters } from '../api/keys.ts';
import { categories, useCategoryLabel } from '../model/categories.ts';
import styles from './bots.module.css';

type Props = { filters: Filters; onChange: (next: Filters) => void };

/**
 * Discover's filters: a name search (sent on Enter or the button, not per keystroke), newest or
 * most used first, one category and one tag as chips (a chip chosen again lets go).
 */
export function DiscoverFilters({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation('bots');
  const label = useCategoryLabel();
  const tags = useTags(i18n.language);
  const categoryLabel = useId();
  const tagsLabel = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <div className={styles.filters}>
      <div className={styles.filterRow}>
        <Input.Search
          className={styles.search}
          key={filters.keyword ?? ''}
          defaultValue={filters.keyword}
          placeholder={t('discover.search')}
          aria-label={t('discover.search')}
          allowClear
          maxLength={100}
          onSearch={(value) => set({ keyword: value.trim() || undefined })}
        />
        <Segmented<'newest' | 'mostUsed'>
          aria-label={t('discover.order')}
          value={filters.sort ?? 'newest'}
          onChange={(value) => set({ sort: value })}
          options={[
            { value: 'newest', label: t('discover.newest') },
            { value: 'mostUsed', label: t('discover.popular') },
          ]}
        />
      </div>
      <div className={styles.filterRow}>
        <span id={categoryLabel} className={styles.chipsLabel}>
          {t('discover.category')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby={categoryLabel}>
          <Tag.CheckableTag checked={!filters.category} onChange={() => set({ category: undefined })}>
            {t('discover.allCategories')}
          </Tag.CheckableTag>
          {categories.map((category: BotCategory) => (
            <Tag.CheckableTag
              key={category}
              checked={filters.category === category}
              onChange={(on) => set({ category: on ? category : undefined })}
            >
              {label(category)}
            </Tag.CheckableTag>
          ))}
        </div>
      </div>
      {(tags.data?.length ?? 0) > 0 && (
        <div className={styles.filterRow}>
          <span id={tagsLabel} className={styles.chipsLabel}>
            {t('discover.tags')}
          </span>
          <div className={styles.chips} role="group" aria-labelledby={tagsLabel}>
            {tags.data!.map((tag) => (
              <Tag.CheckableTag
                key={tag.id}
                checked={filters.tag === tag.id}
                onChange={(on) => set({ tag: on ? tag.id : undefined })}
              >
                {tag.name}
              </Tag.CheckableTag>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
