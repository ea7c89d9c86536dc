import { CheckOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ChangeAction } from '@inkstone/contract/draw';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isGrid, slotOf, type ImageMessage } from '../state/types.ts';
import styles from './draw.module.css';
import { HoverTip } from './HoverTip.tsx';

type Props = {
  task: ImageMessage;
  onChange: (task: ImageMessage, action: ChangeAction, index: number | null) => void;
  onFocusTask: (mjTaskId: string) => void;
};

const QUADRANTS = [1, 2, 3, 4] as const;

export const downloadName = (task: Pick<ImageMessage, 'action' | 'mjTaskId' | 'index'>) =>
  `inkstone-${task.action.toLowerCase()}${task.index ? `-${task.index}` : ''}-${task.mjTaskId ?? 'image'}.png`;

/**
 * What a finished picture offers: on a grid U1-U4 (upscale a quadrant; its slot shows pending,
 * then leads to the upscale), V1-V4 (vary a quadrant) and reroll; on every picture, download.
 */
export function TaskActions({ task, onChange, onFocusTask }: Props) {
  const { t } = useTranslation('draw');
  const url = task.content;
  const grid = isGrid(task);
  return (
    <div className={styles.actions} data-testid="draw-actions">
      {grid && (
        <>
          <div className={styles.actionRow} role="group" aria-label={t('actions.upscaleGroup')}>
            {QUADRANTS.map((index) => {
              const slot = task[slotOf(index)];
              const state = slot === 'pending' ? 'pending' : slot ? 'done' : 'idle';
              return (
                <HoverTip
                  key={index}
                  title={state === 'done' ? t('actions.upscaled', { index }) : t('actions.upscale', { index })}
                >
                  <Button
                    size="small"
                    data-state={state}
                    loading={state === 'pending'}
                    icon={state === 'done' ? <CheckOutlined /> : undefined}
                    onClick={() =>
                      state === 'done' ? onFocusTask(slot!) : state === 'idle' && onChange(task, 'UPSCALE', index)
                    }
                  >
                    {`U${index}`}
                  </Button>
                </HoverTip>
              );
            })}
          </div>
          <div className={styles.actionRow} role="group" aria-label={t('actions.varyGroup')}>
            {QUADRANTS.map((index) => (
              <HoverTip key={index} title={t('actions.vary', { index })}>
                <Button size="small" onClick={() => onChange(task, 'VARIATION', index)}>{`V${index}`}</Button>
              </HoverTip>
            ))}
            <HoverTip title={t('actions.rerollHint')}>
              <Button size="small" icon={<ReloadOutlined />} onClick={() => onChange(task, 'REROLL', null)}>
                {t('actions.reroll')}
              </Button>
            </HoverTip>
          </div>
        </>
      )}
      <div className={styles.actionRow}>
        <Button size="small" icon={<DownloadOutlined />} href={url} download={downloadName(task)}>
          {t('actions.download')}
        </Button>
      </div>
    </div>
  );
}
