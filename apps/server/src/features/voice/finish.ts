import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { MediaError } from '../../platform/media/errors.ts';
import { probeAudio, type AudioInfo } from '../../platform/media/probe.ts';
import { trimAudio } from '../../platform/media/convert.ts';
import type { Platform } from '../../platform/platform.ts';
import { keepAudio, withScratch } from './audio.ts';
import { durationLimit } from './limits.ts';
import { pushRecording } from './push.ts';
import * as store from './store.ts';
import type { VoiceRecordingRow } from './tables.ts';
import { queueTranscription } from './transcribe-queue.ts';

export type FinishPlatform = Pick<Platform, 'db' | 'clock' | 'config' | 'storage' | 'queue' | 'realtime'>;

/** The container a MediaRecorder type is written in, for the joined file's name. */
export function extensionOf(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'm4a';
  if (type.includes('mpeg') || type.includes('mp3')) return 'mp3';
  if (type.includes('wav')) return 'wav';
  return 'webm';
}

/**
 * Cuts the joined recording to the owner's plan (free: the 5-minute trial) and rewrites its
 * container in the same pass (a stream copy): MediaRecorder's stream carries no duration and no
 * seek index, and the rewritten file has both, so the player shows its length and can seek.
 * Answers the file to keep, its facts, and what to tell the owner when it was cut.
 */
export async function fitToPlan(
  platform: FinishPlatform,
  userId: number,
  dir: string,
  input: string,
  info: AudioInfo,
): Promise<{ file: string; info: AudioInfo; notice: { key: string; params: Record<string, number> } | null }> {
  const limit = await durationLimit(platform, userId);
  const output = path.join(dir, `kept${path.extname(input)}`);
  await trimAudio(input, output, limit.maxMs);
  const kept = await probeAudio(output);
  if (info.durationMs <= limit.maxMs) return { file: output, info: kept, notice: null };
  const notice: { key: string; params: Record<string, number> } = limit.trial
    ? { key: 'voice.trialEnded', params: {} }
    : { key: 'voice.tooLong', params: { minutes: limit.minutes } };
  return { file: output, info: kept, notice };
}

/**
 * Closes a browser recording that the caller has claimed (status `processing`): its chunks,
 * contiguous from 0, are joined in order (the first carries the stream's header), measured,
 * cut to the plan's limit and kept as one file; then transcription starts (or waits for a
 * provider). Chunks after a gap are left out: the stream past a hole cannot be decoded. Audio
 * that cannot be read is still kept (never lost) and the recording says why it failed.
 */
export async function finishRecording(
  platform: FinishPlatform,
  row: VoiceRecordingRow,
  log: FastifyBaseLogger,
): Promise<VoiceRecordingRow> {
  const chunks = await store.chunksOf(platform.db, row.id);
  const usable = chunks.slice(0, store.contiguous(chunks.map((chunk) => chunk.seq)));
  const finished = await withScratch(async (dir) => {
    if (usable.length === 0) {
      return store.updateRecording(
        platform.db,
        row.id,
        { status: 'failed', errorKey: 'voice.empty' },
        platform.clock.now(),
      );
    }
    const parts: Buffer[] = [];
    for (const chunk of usable) {
      const stored = await platform.storage.get(chunk.storageKey);
      if (!stored) break; // a chunk whose bytes are gone ends the usable stream, as a gap does
      const pieces: Buffer[] = [];
      for await (const piece of stored.stream) pieces.push(piece as Buffer);
      parts.push(Buffer.concat(pieces));
    }
    const joined = path.join(dir, `joined.${extensionOf(row.mimeType)}`);
    await writeFile(joined, Buffer.concat(parts));
    const name = `${row.title}.${extensionOf(row.mimeType)}`;
    let info: AudioInfo;
    try {
      info = await probeAudio(joined);
    } catch (error) {
      if (!(error instanceof MediaError) || error.kind !== 'not_audio') throw error;
      log.warn({ err: error, recordingId: row.id }, 'a finished recording is not readable audio');
      const kept = await keepAudio(platform, row.userId, joined, name).catch(() => null);
      return store.updateRecording(
        platform.db,
        row.id,
        {
          status: 'failed',
          errorKey: 'voice.audioUnreadable',
          errorParams: { reason: error.message },
          fileId: kept?.id ?? null,
        },
        platform.clock.now(),
      );
    }
    const fitted = await fitToPlan(platform, row.userId, dir, joined, info);
    const file = await keepAudio(platform, row.userId, fitted.file, name);
    return store.updateRecording(
      platform.db,
      row.id,
      {
        status: 'ready',
        fileId: file.id,
        durationMs: fitted.info.durationMs,
        sizeBytes: file.size,
        mimeType: file.mime,
        trimmed: fitted.notice !== null,
        noticeKey: fitted.notice?.key ?? null,
        noticeParams: fitted.notice?.params ?? null,
      },
      platform.clock.now(),
    );
  });
  // The joined file holds every chunk's bytes now; the chunks themselves can go.
  if (finished?.status === 'ready') {
    await store.deleteChunks(platform.db, row.id);
    for (const chunk of chunks) await platform.storage.delete(chunk.storageKey);
  }
  const result = finished ?? row;
  await pushRecording(platform, result);
  return result.status === 'ready' ? queueTranscription(platform, result) : result;
}
