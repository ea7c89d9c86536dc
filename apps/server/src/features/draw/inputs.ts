import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import { files } from '../../platform/db/tables/files.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Accept } from '../../platform/storage/sniff.ts';
import { fileUrl, storeUpload } from '../../platform/storage/upload.ts';

/**
 * Pictures a drawing takes as input. An address must be one of the caller's own uploads
 * (`/api/files/<id>.<ext>`, on any host, since clients may send absolute URLs) or a
 * `data:image/…` URL, which is stored as an upload of theirs first. Nothing is fetched
 * from elsewhere: the server never downloads an address a user typed.
 */
export type Input = { fileId: string; url: string };
type Ctx = Pick<Platform, 'db' | 'storage' | 'config'>;

const FILE_PATH = /^\/api\/files\/([a-f0-9]{32})\.[a-z0-9]+$/;
const DATA_URL = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]+)$/;

export async function resolveInputs(platform: Ctx, userId: number, addresses: string[]): Promise<Input[]> {
  const inputs: Input[] = [];
  for (const [i, address] of addresses.entries()) inputs.push(await resolveOne(platform, userId, address, i + 1));
  return inputs;
}

async function resolveOne(platform: Ctx, userId: number, address: string, index: number): Promise<Input> {
  const data = address.match(DATA_URL);
  if (data) {
    const bytes = Buffer.from(data[2]!, 'base64');
    const limit = platform.config.UPLOAD_LIMIT_BYTES;
    if (bytes.length > limit)
      throw new AppError(ResultCode.tooLarge, 'errors.fileTooLarge', { limit: formatSize(limit) });
    const file = await storeUpload(
      platform,
      { name: `image-${index}.${data[1]!.split('/')[1]}`, data: bytes, fields: {} },
      { accept: Accept.images, userId, purpose: 'mj' },
    ).catch(() => {
      throw new AppError(ResultCode.invalid, 'draw.imageInvalid', { index });
    });
    return { fileId: file.id, url: fileUrl(file) };
  }
  let path = '';
  try {
    path = new URL(address, 'http://local').pathname;
  } catch {
    // answered below
  }
  const id = path.match(FILE_PATH)?.[1];
  const [file] = id
    ? await platform.db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.userId, userId)))
        .limit(1)
    : [];
  if (!file || !(Accept.images as readonly string[]).includes(file.mime))
    throw new AppError(ResultCode.invalid, 'draw.imageUnknown', { index });
  return { fileId: file.id, url: fileUrl(file) };
}

/** A stored file's bytes, with the type it was sniffed as. */
export async function readInput(
  platform: Pick<Platform, 'db' | 'storage'>,
  fileId: string,
): Promise<{ data: Buffer; mime: string }> {
  const [file] = await platform.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  const stored = file ? await platform.storage.get(file.storageKey) : null;
  if (!file || !stored) throw new Error(`draw input ${fileId} is missing from storage`);
  return { data: await buffer(stored.stream), mime: file.mime };
}
