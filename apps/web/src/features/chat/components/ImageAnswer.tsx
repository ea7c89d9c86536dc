import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../state/types.ts';
import { ImageGallery } from './ImageGallery.tsx';
import styles from './image-answer.module.css';

/**
 * An image model's answer (format html): a progress bar while the picture is drawn, then the
 * picture at its own proportions (it opens in the lightbox) with a download link. The answer's
 * HTML itself is not rendered: its picture is `sourceImages`, shown here.
 */
export function ImageAnswer({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const images = message.sourceImages ?? [];
  if (!message.done && images.length === 0) {
    const progress = Math.round(message.progress ?? 0);
    const label = t('image.drawing', { progress });
    return (
      <div className={styles.drawing}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.bar} style={{ width: `${progress}%` }} />
        </div>
        <span className={styles.label} aria-hidden>
          {label}
        </span>
      </div>
    );
  }
  if (images.length === 0) return null;
  return (
    <div className={styles.pictures} data-testid="image-answer">
      <ImageGallery images={images.map((src, index) => ({ src, name: `${index + 1}` }))} inline />
      <div className={styles.downloads}>
        {images.map((src, index) => (
          <a
            key={src}
            className={styles.download}
            href={src}
            download={`inkstone-${message.msgId}-${index + 1}.png`}
            aria-label={images.length > 1 ? t('image.downloadName', { index: index + 1 }) : undefined}
          >
            <DownloadOutlined aria-hidden /> {t('image.download')}
          </a>
        ))}
      </div>
    </div>
  );
}
