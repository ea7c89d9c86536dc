import type { SourceState } from '@inkstone/contract/knowledge';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabel, type StatusReading } from '../model/status.ts';

/** A source's status in one of SPEC §3's readings: the notebook list of 4 or the bot list of 10. */
export function StatusTag({ state, reading }: { state: SourceState; reading: StatusReading }) {
  const { t } = useTranslation('knowledge');
  const { key, color } = statusLabel(state, reading);
  return (
    <Tag color={color} data-testid="source-status" data-state={state} style={{ marginInlineEnd: 0 }}>
      {t(key)}
    </Tag>
  );
}
