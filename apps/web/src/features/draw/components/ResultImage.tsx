import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBox } from './ProgressBox.tsx';
import styles from './draw.module.css';

type Props = { url: string; alt: string; aspect: number; grid: boolean };

/**
 * A finished picture. Until the file has loaded the progress stays at 100% in its place, so
 * the card never shows an empty frame; a grid is labelled 1-4 by quadrant, the numbers the
 * U and V buttons use. Opening it shows the full-size file in a new tab.
 */
export function ResultImage({ url, alt, aspect, grid }: Props) {
  const { t } = useTranslation('draw');
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  return (
    <div className={styles.result}>
      {state === 'loading' && <ProgressBox percent={100} aspect={aspect} />}
      {state === 'error' && <Alert type="warning" showIcon title={t('image.broken')} />}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.resultLink}
        data-loaded={state === 'loaded' || undefined}
        title={t('image.open')}
      >
        <img
          src={url}
          alt={alt}
          className={styles.resultImage}
          data-testid="draw-result-image"
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
        {grid && state === 'loaded' && (
          <span className={styles.quadrants} aria-hidden>
            {[1, 2, 3, 4].map((index) => (
              <span key={index} className={styles.quadrant}>
                <span className={styles.quadrantLabel}>{index}</span>
              </span>
            ))}
          </span>
        )}
      </a>
    </div>
  );
}
