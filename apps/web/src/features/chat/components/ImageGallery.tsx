import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';
import type { GalleryImage } from './gallery-image.ts';

const ImagePreview = lazy(() => import('./ImagePreview.tsx'));

/**
 * Thumbnails that open in a lightbox (zoom, rotate, arrows between the images). Each thumbnail
 * is a real button, so the lightbox opens from the keyboard too; Escape closes it.
 */
export function ImageGallery({
  images,
  size = 120,
  inline = false,
}: {
  images: readonly GalleryImage[];
  size?: number;
  inline?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<number | null>(null);
  // The lightbox stays mounted once opened, so it can play its closing animation.
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
  // Inside Markdown the gallery sits within a paragraph, where only inline elements may go.
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper className={inline ? styles.galleryInline : styles.gallery}>
      {images.map((image, index) => (
        <button
          key={`${image.src}-${index}`}
          type="button"
          className={styles.thumb}
          aria-label={t('image.open', { name: image.name })}
          onClick={() => {
            setOpened(true);
            setOpen(index);
          }}
        >
          <img
            src={image.src}
            alt={image.name}
            width={inline ? undefined : size}
            height={inline ? undefined : size}
            loading="lazy"
          />
        </button>
      ))}
      {opened && (
        <Suspense fallback={null}>
          <ImagePreview images={images} open={open} onOpen={setOpen} />
        </Suspense>
      )}
    </Wrapper>
  );
}
