import sharp from 'sharp';

/**
 * Re-encodes an uploaded picture: decoding and drawing it anew drops anything hidden in the
 * file (metadata, trailing payloads), applies its EXIF rotation, and bounds its size.
 */
export async function reencodeAvatar(data: Buffer, size = 256): Promise<Buffer> {
  return sharp(data, { limitInputPixels: 40_000_000 }).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
}
