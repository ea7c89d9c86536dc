import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatSize } from '@inkstone/contract/files';
import type { MessageKey } from '@inkstone/contract/messages';
import {
  recordChunkFields,
  uploadFields,
  VoiceLimits,
  type ChunkReceipt,
  type Recording,
  type SpokenLanguage,
} from '@inkstone/contract/voice';
import type { z } from 'zod';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { MediaError } from '../../platform/media/errors.ts';
import { probeAudio } from '../../platform/media/probe.ts';
import { readUpload, type ReadUpload } from '../../platform/storage/upload.ts';
import { audioType, keepAudio, requireFfmpeg, scratchFile, withScratch } from './audio.ts';
import { recordingAccess } from './access.ts';
import { finishRecording } from './finish.ts';
import { durationLimit, uploadLimitBytes } from './limits.ts';
import { pushRecording } from './push.ts';
import { defaultTitle, newId, present } from './service.ts';
import * as store from './store.ts';
import { queueTranscription } from './transcribe-queue.ts';

/** Reads a multipart body, turning the platform's size refusal into voice's own words. */
async function readAudioPart(
  request: FastifyRequest,
  maxBytes: number,
  keys: { tooLarge: MessageKey; missing: MessageKey },
): Promise<ReadUpload> {
  try {
    return await readUpload(request, maxBytes);
  } catch (error) {
    if (error instanceof AppError && error.key === 'errors.fileTooLarge') {
      throw new AppError(ResultCode.tooLarge, keys.tooLarge, { limit: formatSize(maxBytes) });
    }
    if (error instanceof AppError && error.key === 'errors.invalidField') throw invalid(keys.missing);
    throw error;
  }
}

/** Multipart fields through their contract schema: the first issue's message key, as JSON bodies get. */
function fieldsOf<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message ?? 'errors.invalidRequest';
  throw invalid(key as MessageKey);
}

/**
 * An uploaded audio file (mp3, m4a, wav, webm, ogg): checked by its bytes (sniffed, then read by
 * ffprobe), refused over the size limit or longer than the plan allows, kept as the recording's
 * audio, then transcribed (or waiting for a provider). Nothing is kept when a check fails.
 */
export async function uploadRecording(caller: Caller, user: UserRow, request: FastifyRequest): Promise<Recording> {
  const { platform } = caller;
  await requireFfmpeg(platform.config);
  const upload = await readAudioPart(request, uploadLimitBytes(platform.config), {
    tooLarge: 'voice.tooLarge',
    missing: 'voice.fileRequired',
  });
  const fields = fieldsOf(uploadFields, upload.fields);
  const kind = await audioType(upload.data);
  if (!kind) throw new AppError(ResultCode.unsupportedMedia, 'voice.notAudio');
  const kept = await withScratch(async (dir) => {
    const file = await scratchFile(dir, 'upload', upload.data, kind.extension);
    const info = await probeAudio(file).catch((error: unknown) => {
      if (error instanceof MediaError && error.kind === 'not_audio') {
        throw new AppError(ResultCode.unsupportedMedia, 'voice.notAudio');
      }
      throw error;
    });
    if (info.durationMs === 0) throw invalid('voice.empty');
    const limit = await durationLimit(platform, user.id);
    if (info.durationMs > limit.maxMs) throw invalid('voice.tooLong', { minutes: limit.minutes });
    return { info, file: await keepAudio(platform, user.id, file, upload.name) };
  });
  const now = platform.clock.now();
  const title =
    fields.title ?? (upload.name.replace(/\.[^.]*$/, '').slice(0, VoiceLimits.titleMax) || defaultTitle(caller, now));
  const row = await store.insertRecording(platform.db, {
    id: newId(),
    userId: user.id,
    title,
    source: 'upload',
    status: 'ready',
    durationMs: kept.info.durationMs,
    sizeBytes: kept.file.size,
    mimeType: kept.file.mime,
    language: fields.language,
    fileId: kept.file.id,
    createdAt: now,
    updatedAt: now,
  });
  return present(caller, await queueTranscription(platform, row));
}

export async function startRecording(
  caller: Caller,
  user: UserRow,
  body: { title?: string; mimeType: string; language: SpokenLanguage },
): Promise<Recording> {
  const { platform } = caller;
  await requireFfmpeg(platform.config);
  const now = platform.clock.now();
  const row = await store.insertRecording(platform.db, {
    id: newId(),
    userId: user.id,
    title: body.title ?? defaultTitle(caller, now),
    source: 'recording',
    status: 'recording',
    mimeType: body.mimeType,
    language: body.language,
    lastChunkAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await pushRecording(platform, row);
  return present(caller, row);
}

/**
 * Stores one chunk once: a seq already stored is accepted and ignored (a retry after a
 * reconnect), so `received` — the chunks stored contiguously from 0 — tells the browser what to
 * send next. The bytes go to storage before the row, so a row always has its bytes.
 */
export async function storeChunk(caller: Caller, user: UserRow, request: FastifyRequest): Promise<ChunkReceipt> {
  const { platform } = caller;
  const upload = await readAudioPart(request, VoiceLimits.chunkMaxBytes, {
    tooLarge: 'voice.chunkTooLarge',
    missing: 'voice.chunkRequired',
  });
  const fields = fieldsOf(recordChunkFields, upload.fields);
  const row = await recordingAccess(platform.db, user, fields.id, 'write');
  if (row.status !== 'recording') throw new AppError(ResultCode.conflict, 'voice.notRecording');
  if (!(await store.chunkAt(platform.db, row.id, fields.seq))) {
    // A recording holds no more than an upload may: the same limit, whichever way the audio came.
    const limit = uploadLimitBytes(platform.config);
    if ((await store.chunkBytes(platform.db, row.id)) + upload.data.length > limit) {
      throw new AppError(ResultCode.tooLarge, 'voice.tooLarge', { limit: formatSize(limit) });
    }
    const storageKey = `voice-chunks/${row.id}/${fields.seq}.part`;
    await platform.storage.put(storageKey, upload.data);
    await store.insertChunk(platform.db, {
      recordingId: row.id,
      seq: fields.seq,
      size: upload.data.length,
      storageKey,
    });
  }
  await store.updateRecording(platform.db, row.id, { lastChunkAt: platform.clock.now() }, platform.clock.now());
  const seqs = (await store.chunksOf(platform.db, row.id)).map((chunk) => chunk.seq);
  return { id: row.id, received: store.contiguous(seqs) };
}

/**
 * Finishes a browser recording. One caller wins the move to `processing` (the idle finisher may
 * race the browser); anyone else gets the recording as it is. A recording with no chunk is
 * refused and left open, so chunks still on their way can arrive.
 */
export async function finishOwnRecording(
  caller: Caller,
  user: UserRow,
  body: { id: string; durationMs: number },
  log: FastifyBaseLogger,
): Promise<Recording> {
  const { platform } = caller;
  const row = await recordingAccess(platform.db, user, body.id, 'write');
  if (row.status !== 'recording') return present(caller, row);
  if ((await store.chunkCount(platform.db, row.id)) === 0) throw invalid('voice.empty');
  const claimed = await store.claimStatus(
    platform.db,
    row.id,
    'recording',
    { status: 'processing' },
    platform.clock.now(),
  );
  if (!claimed) return present(caller, (await store.recordingById(platform.db, row.id)) ?? row);
  await pushRecording(platform, claimed);
  return present(caller, await finishOrReopen(platform, claimed, log));
}

/** A fault of ours while finishing puts the recording back to `recording`, for the idle finisher to try again. */
export async function finishOrReopen(
  platform: Parameters<typeof finishRecording>[0],
  row: Parameters<typeof finishRecording>[1],
  log: FastifyBaseLogger,
) {
  try {
    return await finishRecording(platform, row, log);
  } catch (error) {
    await store.updateRecording(platform.db, row.id, { status: 'recording' }, platform.clock.now()).catch(() => {});
    throw error;
  }
}
