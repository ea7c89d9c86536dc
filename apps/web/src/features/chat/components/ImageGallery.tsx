import { Image } from 'antd';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

export type GalleryImage = { src: string; name: string };

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
          onClick={() => setOpen(index)}
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
      <Image.PreviewGroup
        items={images.map((image) => ({ src: image.src, alt: image.name }))}
        preview={{
          open: open !== null,
          current: open ?? 0,
          onOpenChange: (next) => !next && setOpen(null),
          onChange: (current) => setOpen(current),
          // The large picture keeps its name for screen readers (the group does not pass it on).
          imageRender: (node, { current }) =>
            cloneElement(node as ReactElement<{ alt?: string }>, { alt: images[current]?.name }),
        }}
      />
    </Wrapper>
  );
}
