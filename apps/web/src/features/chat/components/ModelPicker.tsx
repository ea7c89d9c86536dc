import type { ModelEntry } from '@inkstone/contract/models';
import { Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModelLogo } from './ModelLogo.tsx';
import styles from './chat.module.css';

type Props = {
  entries: ModelEntry[];
  value: string;
  onChange: (model: string) => void;
  loading?: boolean;
  compact?: boolean;
};

/**
 * The model picker (SPEC §3 model entries): the entries marked shown, each with its logo. A
 * model whose provider is not configured stays listed but cannot be picked.
 */
export function ModelPicker({ entries, value, onChange, loading, compact }: Props) {
  const { t } = useTranslation('chat');
  const shown = entries.filter((entry) => entry.shown);
  const describe = (entry: ModelEntry) =>
    [
      !entry.enabled && t('model.unavailable'),
      entry.reasoning && t('model.reasoning'),
      entry.vision && t('model.vision'),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Select
      className={styles.modelPicker}
      aria-label={t('model.label')}
      value={shown.some((entry) => entry.model === value) ? value : undefined}
      loading={loading}
      onChange={onChange}
      variant="filled"
      popupMatchSelectWidth={false}
      placement="bottomRight"
      optionLabelProp="label"
      options={shown.map((entry) => ({
        value: entry.model,
        disabled: !entry.enabled,
        label: (
          <span className={styles.modelOption} data-model={entry.model}>
            <ModelLogo entry={entry} />
            {/* A logo alone does not say which model answers: compact (phones) keeps the name, shortened. */}
            <span className={compact ? styles.modelLabelCompact : undefined}>{entry.label}</span>
          </span>
        ),
        title: entry.label,
      }))}
      optionRender={(option) => {
        const entry = shown.find((candidate) => candidate.model === option.value);
        if (!entry) return null;
        const note = describe(entry);
        return (
          <Tooltip title={entry.brand} placement="left">
            <span className={styles.modelOption}>
              <ModelLogo entry={entry} size={20} />
              <span className={styles.modelOptionText}>
                <span>{entry.label}</span>
                {note && <span className={styles.modelNote}>{note}</span>}
              </span>
            </span>
          </Tooltip>
        );
      }}
    />
  );
}
