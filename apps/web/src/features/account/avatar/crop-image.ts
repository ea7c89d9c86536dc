/** A crop rectangle in image pixels, as react-easy-crop reports it. */
export type Area = { x: number; y: number; width: number; height: number };

type Drawable = { width: number; height: number; source: CanvasImageSource };
type Context = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'clearRect' | 'scale' | 'translate' | 'rotate' | 'drawImage'
> & {
  imageSmoothingQuality?: ImageSmoothingQuality;
};

/** The bounding box of a width × height image turned by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Rounded so that quarter turns give whole pixels despite floating-point sines.
  return { width: Math.round(cos * width + sin * height), height: Math.round(sin * width + cos * height) };
}

/**
 * Paints the crop of the rotated image onto a size × size square. react-easy-crop measures the
 * crop inside the rotated image's bounding box, so the image is turned about that box's centre
 * and the crop's corner moved to the origin, all scaled to the output size.
 */
export function drawCrop(context: Context, image: Drawable, area: Area, rotation: number, size: number): void {
  const box = rotatedSize(image.width, image.height, rotation);
  context.save();
  context.clearRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.scale(size / area.width, size / area.height);
  context.translate(-area.x, -area.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image.source, -image.width / 2, -image.height / 2);
  context.restore();
}

/** The side of the saved avatar: the crop's own size, at most 512 px (the server keeps 256). */
export const outputSize = (area: Area) => Math.max(1, Math.min(512, Math.round(area.width)));

/** The confirmed crop as a PNG file, ready for the avatar upload. */
export async function cropToPng(image: HTMLImageElement, area: Area, rotation: number): Promise<File> {
  const size = outputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d is not available');
  drawCrop(context, { width: image.naturalWidth, height: image.naturalHeight, source: image }, area, rotation, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the crop could not be encoded');
  return new File([blob], 'avatar.png', { type: 'image/png' });
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}
