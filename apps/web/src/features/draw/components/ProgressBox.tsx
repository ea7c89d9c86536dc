import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './draw.module.css';

type Props = { percent: number; aspect: number };

/** The picture's place while it draws (and while the finished file loads), at the shape it will have. */
export function ProgressBox({ percent, aspect }: Props) {
  const { t } = useTranslation('draw');
  return (
    <div
      className={styles.progressBox}
      style={{ aspectRatio: String(aspect), maxWidth: `calc(var(--draw-image-max-height) * ${aspect})` }}
    >
      <div className={styles.progressInner}>
        <Progress
          percent={percent}
          size="small"
          status="active"
          aria-label={t('progress.label')}
          data-testid="draw-progress"
        />
        <span className={styles.progressText}>
          {percent < 100 ? t('progress.drawing', { percent }) : t('progress.loading')}
        </span>
      </div>
    </div>
  );
}
