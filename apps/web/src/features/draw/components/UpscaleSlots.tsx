import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { slotOf, type ImageMessage } from '../state/types.ts';
import styles from './draw.module.css';

type Props = {
  task: ImageMessage;
  /** Every task's response, to show what a slot holds. */
  responses: readonly ImageMessage[];
  onFocusTask: (mjTaskId: string) => void;
};

/**
 * The grid's expand slots (SPEC §4): a quadrant being upscaled shows pending with its progress,
 * a finished upscale shows the larger picture, linked to its own card.
 */
export function UpscaleSlots({ task, responses, onFocusTask }: Props) {
  const { t } = useTranslation('draw');
  const filled = [1, 2, 3, 4].flatMap((index) => {
    const value = task[slotOf(index)];
    return value ? [{ index, value }] : [];
  });
  if (!filled.length) return null;
  return (
    <ul className={styles.slots} aria-label={t('slots.label')}>
      {filled.map(({ index, value }) => {
        const child =
          value === 'pending'
            ? responses.find(
                (candidate) =>
                  candidate.action === 'UPSCALE' &&
                  candidate.parentId === task.mjTaskId &&
                  candidate.index === index &&
                  candidate.code === '01',
              )
            : responses.find((candidate) => candidate.mjTaskId === value);
        const pending = value === 'pending' || child?.code === '01';
        return (
          <li
            key={index}
            className={styles.slot}
            data-testid={`expand-slot-${index}`}
            data-state={pending ? 'pending' : 'done'}
          >
            {pending ? (
              <span className={styles.slotPending}>
                <Spin size="small" />
                <span>{t('slots.pending', { index, percent: child?.progress ?? 0 })}</span>
              </span>
            ) : (
              <button
                type="button"
                className={styles.slotButton}
                onClick={() => onFocusTask(value)}
                aria-label={t('slots.open', { index })}
              >
                {child?.code === '00' && child.content ? (
                  <img src={child.content} alt={t('slots.image', { index })} className={styles.slotImage} />
                ) : null}
                <span className={styles.slotLabel}>{`U${index}`}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
