import { randomUUID } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import { formatMessage } from '@inkstone/contract/messages';
import type { Recording, RecordingListItem, RecordingUpdateBody, SpokenLanguage } from '@inkstone/contract/voice';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fileUrl } from '../../platform/storage/upload.ts';
import { deleteFiles, findFile } from '../files/service.ts';
import { recordingAccess } from './access.ts';
import { presentListItem, presentRecording } from './present.ts';
import * as store from './store.ts';
import type { VoiceRecordingRow } from './tables.ts';
import { queueTranscription } from './transcribe-queue.ts';

export const newId = () => randomUUID().replaceAll('-', '');

/** A title for a recording named by nobody: "Recording 2026-11-25 08:30" in the reader's language. */
export function defaultTitle(caller: Caller, at: Date): string {
  const date = at.toISOString().slice(0, 16).replace('T', ' ');
  return formatMessage(caller.language, 'voice.untitled', { date });
}

/** The recording as the client sees it, with its audio's signed address when there is audio. */
export async function present(caller: Caller, row: VoiceRecordingRow): Promise<Recording> {
  const { db, fileUrls } = caller.platform;
  const file = row.fileId && row.status !== 'recording' ? await findFile(db, row.fileId) : null;
  return presentRecording(row, caller.language, file ? fileUrls.sign(fileUrl(file)) : null);
}

export async function getRecording(caller: Caller, user: UserRow, id: string): Promise<Recording> {
  return present(caller, await recordingAccess(caller.platform.db, user, id, 'read'));
}

export async function recordingPage(
  caller: Caller,
  user: UserRow,
  body: { searchValue: string; current: number; size: number },
): Promise<{ records: RecordingListItem[]; total: number; current: number; size: number; pages: number }> {
  const { rows, total } = await store.recordingPage(caller.platform.db, user.id, {
    search: body.searchValue,
    offset: (body.current - 1) * body.size,
    limit: body.size,
  });
  return {
    records: rows.map((row) => presentListItem(row, caller.language)),
    total,
    current: body.current,
    size: body.size,
    pages: Math.ceil(total / body.size),
  };
}

/**
 * Rename, rename speakers, edit lines, edit the minutes. Every id named must exist in the
 * transcript, or nothing is written (a stale page must not half-apply its edits).
 */
export async function updateRecording(caller: Caller, user: UserRow, body: RecordingUpdateBody): Promise<Recording> {
  const { db, clock } = caller.platform;
  const row = await recordingAccess(db, user, body.id, 'write');
  const fields: store.RecordingFields = {};
  if (body.title !== undefined) fields.title = body.title;
  if (body.speakers) {
    const names = new Map(body.speakers.map((speaker) => [speaker.id, speaker.name]));
    for (const id of names.keys()) {
      if (!row.speakers.some((speaker) => speaker.id === id))
        throw new AppError(ResultCode.invalid, 'voice.unknownSpeaker');
    }
    fields.speakers = row.speakers.map((speaker) => ({ ...speaker, name: names.get(speaker.id) ?? speaker.name }));
  }
  if (body.segments) {
    const texts = new Map(body.segments.map((segment) => [segment.id, segment.text]));
    for (const id of texts.keys()) {
      if (!row.segments.some((segment) => segment.id === id))
        throw new AppError(ResultCode.invalid, 'voice.unknownSegment');
    }
    // An edited line's words no longer match it: they are dropped rather than left wrong.
    fields.segments = row.segments.map((segment) => {
      const text = texts.get(segment.id);
      if (text === undefined || text === segment.text) return segment;
      const { words: _words, ...rest } = segment;
      return { ...rest, text };
    });
    fields.transcriptText = fields.segments.map((segment) => segment.text).join('\n');
  }
  if (body.minutes !== undefined) {
    fields.minutesContent = body.minutes;
    fields.minutesTemplate = row.minutesTemplate ?? 'general';
    fields.minutesUpdatedAt = clock.now();
  }
  if (Object.keys(fields).length === 0) return present(caller, row);
  const saved = await store.updateRecording(db, row.id, fields, clock.now());
  return present(caller, saved ?? row);
}

/** Deletes the recording, its chunks and its audio (the audio's address answers 404 at once). */
export async function deleteRecording(caller: Caller, user: UserRow, id: string): Promise<Record<string, never>> {
  const { platform } = caller;
  const row = await recordingAccess(platform.db, user, id, 'delete');
  const chunks = await store.chunksOf(platform.db, row.id);
  await store.deleteRecording(platform.db, row.id);
  for (const chunk of chunks) await platform.storage.delete(chunk.storageKey);
  if (row.fileId) await deleteFiles(platform, user.id, [row.fileId], ['voice']);
  return {};
}

/** (Re)starts transcription; refused without a provider, while recording, or with unreadable audio. */
export async function transcribe(
  caller: Caller,
  user: UserRow,
  body: { id: string; language?: SpokenLanguage },
): Promise<Recording> {
  const { platform } = caller;
  const row = await recordingAccess(platform.db, user, body.id, 'write');
  if (!platform.config.STT_BASE_URL) throw new AppError(ResultCode.unavailable, 'voice.noSpeechProvider');
  if (row.status === 'recording' || row.status === 'processing') {
    throw new AppError(ResultCode.conflict, 'voice.stillRecording');
  }
  if (row.status === 'failed' || !row.fileId) throw new AppError(ResultCode.conflict, 'voice.audioMissing');
  if (row.transcriptState === 'queued' || row.transcriptState === 'transcribing') {
    if (!body.language || body.language === row.language) return present(caller, row);
  }
  return present(caller, await queueTranscription(platform, row, body.language));
}
