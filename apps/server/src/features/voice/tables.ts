import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  MinutesTemplate,
  RecordingSource,
  RecordingStatus,
  SpokenLanguage,
  TranscriptState,
} from '@inkstone/contract/voice';
import { timestamps } from '../../platform/db/tables/columns.ts';
import { files } from '../../platform/db/tables/files.ts';
import { users } from '../../platform/db/tables/users.ts';

/** A transcript line as stored: offsets from the start of the recording. */
export type StoredSegment = {
  id: string;
  startMs: number;
  endMs: number;
  speaker?: string;
  text: string;
  words?: { startMs: number; endMs: number; text: string }[];
};

/**
 * One piece of the audio sent to speech recognition (a run of speech regions, ≤ 30 s): its
 * range, and once transcribed its lines with offsets already added. A transcription that stops
 * part way keeps the pieces done and resumes from the first without `segments`.
 */
export type StoredPiece = { startMs: number; endMs: number; segments?: StoredSegment[]; language?: string };

/**
 * A recording (issue [voice]). Its audio is a `files` row (purpose `voice`), served through the
 * files policy at a signed address; until a browser recording is finished its chunks are in
 * `voice_chunks`. The transcript lives on the row (segments as JSON, and their text joined in
 * `transcript_text` for the list's search); `error_key`/`transcript_error_key` are message keys
 * with their parameters, so each reader gets them in their language.
 */
export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').$type<RecordingSource>().notNull(),
    status: text('status').$type<RecordingStatus>().notNull(),
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
    durationMs: integer('duration_ms').notNull().default(0),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    mimeType: text('mime_type').notNull(),
    language: text('language').$type<SpokenLanguage>().notNull().default('auto'),
    trimmed: boolean('trimmed').notNull().default(false),
    /** Said with the recording after a trim: `voice.trialEnded` (free) or `voice.tooLong` (the plan's limit). */
    noticeKey: text('notice_key'),
    noticeParams: jsonb('notice_params').$type<Record<string, string | number>>(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When the last chunk arrived (or the recording started): the idle finisher reads it. */
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true, mode: 'date' }),
    transcriptState: text('transcript_state').$type<TranscriptState>().notNull().default('none'),
    transcriptDone: integer('transcript_done').notNull().default(0),
    transcriptTotal: integer('transcript_total').notNull().default(0),
    transcriptErrorKey: text('transcript_error_key'),
    transcriptErrorParams: jsonb('transcript_error_params').$type<Record<string, string | number>>(),
    /** Bumped by each `transcribe`: a job of an older run stops when it sees a newer one. */
    transcriptRun: integer('transcript_run').notNull().default(0),
    pieces: jsonb('pieces').$type<StoredPiece[]>(),
    segments: jsonb('segments').$type<StoredSegment[]>().notNull().default([]),
    speakers: jsonb('speakers').$type<{ id: string; name: string }[]>().notNull().default([]),
    transcriptText: text('transcript_text').notNull().default(''),
    minutesTemplate: text('minutes_template').$type<MinutesTemplate>(),
    minutesContent: text('minutes_content'),
    minutesUpdatedAt: timestamp('minutes_updated_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('voice_recordings_user_idx').on(table.userId, table.createdAt),
    index('voice_recordings_idle_idx').on(table.status, table.lastChunkAt),
  ],
);
export type VoiceRecordingRow = typeof voiceRecordings.$inferSelect;

/** A MediaRecorder chunk of a recording being made; its bytes are in storage under `storage_key`. */
export const voiceChunks = pgTable(
  'voice_chunks',
  {
    recordingId: text('recording_id')
      .notNull()
      .references(() => voiceRecordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.seq] })],
);
export type VoiceChunkRow = typeof voiceChunks.$inferSelect;
