import sharp from 'sharp';

/** A small solid PNG, made the way the server reads pictures (sharp), for the image bag. */
export async function solidPng(
  color: { r: number; g: number; b: number },
  size = { width: 96, height: 64 },
): Promise<Buffer> {
  return sharp({ create: { width: size.width, height: size.height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const pngFile = async (name: string, color: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await solidPng(color),
});
