import { Image } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import type { GalleryImage } from './gallery-image.ts';

/**
 * antd's lightbox over a gallery (zoom, rotate, arrows between the images; Escape closes). A
 * chunk of its own: it loads the first time a thumbnail is opened.
 */
export default function ImagePreview({
  images,
  open,
  onOpen,
}: {
  images: readonly GalleryImage[];
  open: number | null;
  onOpen: (index: number | null) => void;
}) {
  return (
    <Image.PreviewGroup
      items={images.map((image) => ({ src: image.src, alt: image.name }))}
      preview={{
        open: open !== null,
        current: open ?? 0,
        onOpenChange: (next) => !next && onOpen(null),
        onChange: (current) => onOpen(current),
        // The large picture keeps its name for screen readers (the group does not pass it on).
        imageRender: (node, { current }) =>
          cloneElement(node as ReactElement<{ alt?: string }>, { alt: images[current]?.name }),
      }}
    />
  );
}
