import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { ResultCode } from '@inkstone/contract/envelope';
import type { FileRow } from '../../platform/db/tables/files.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Config } from '../../platform/config.ts';
import { ffmpegStatus } from '../../platform/media/status.ts';
import { defaultTools } from '../../platform/media/tools.ts';
import type { Platform } from '../../platform/platform.ts';
import { sniff } from '../../platform/storage/sniff.ts';
import { storeUpload } from '../../platform/storage/upload.ts';

/** What a recording's audio may sniff as: the five formats, and the containers browsers write them in. */
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'audio/opus',
  /** file-type's name for Ogg holding Opus (what Firefox's MediaRecorder writes). */
  'audio/ogg; codecs=opus',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'audio/aac',
] as const;

/** A scratch folder for ffmpeg's inputs and outputs, removed whatever happens. */
export async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inkstone-voice-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Voice refuses at the door when ffmpeg is missing, rather than failing after the upload. The
 * tools are the configuration's (FFMPEG_PATH/FFPROBE_PATH, else PATH), as /api/health reports them.
 */
export async function requireFfmpeg(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>): Promise<void> {
  const status = await ffmpegStatus(
    defaultTools({ FFMPEG_PATH: config.FFMPEG_PATH, FFPROBE_PATH: config.FFPROBE_PATH }),
  );
  if (!status.available) throw new AppError(ResultCode.unavailable, 'voice.ffmpegMissing');
}

/** The sniffed type when it is one of ours, else null (not audio by content). */
export async function audioType(data: Buffer): Promise<{ mime: string; extension: string } | null> {
  const kind = await sniff(data);
  return kind && (AUDIO_TYPES as readonly string[]).includes(kind.mime) ? kind : null;
}

/** Writes `data` to a file in `dir` named by its sniffed extension, for ffmpeg to read. */
export async function scratchFile(dir: string, name: string, data: Buffer, extension: string): Promise<string> {
  const file = path.join(dir, `${name}.${extension}`);
  await writeFile(file, data);
  return file;
}

/** Copies a stored file into `dir`, for ffmpeg to read; null when its bytes are gone. */
export async function fetchStored(
  platform: Pick<Platform, 'storage'>,
  file: Pick<FileRow, 'storageKey' | 'extension'>,
  dir: string,
): Promise<string | null> {
  const stored = await platform.storage.get(file.storageKey);
  if (!stored) return null;
  const target = path.join(dir, `audio.${file.extension}`);
  await pipeline(stored.stream, createWriteStream(target));
  return target;
}

/** Keeps the bytes at `filePath` (ffprobe read them already) as the recording's audio: its owner's private file. */
export async function keepAudio(
  platform: Pick<Platform, 'db' | 'storage'>,
  userId: number,
  filePath: string,
  name: string,
): Promise<FileRow> {
  const data = await readFile(filePath);
  // ffprobe has read it as audio already: whatever container the sniffer names it is kept.
  const kind = await sniff(data);
  const accept = kind ? [kind.mime] : AUDIO_TYPES;
  return storeUpload(platform, { name, data, fields: {} }, { accept, userId, purpose: 'voice' });
}
