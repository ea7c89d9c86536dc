import { z } from 'zod';
import { Limits } from './limits.ts';
import type { MessageKey } from './messages.ts';
import { RecordingStatus, transcriptProgress } from './voice-push.ts';

/**
 * The voice recorder (issue [voice] #16): recordings made in the browser (uploaded chunk by chunk
 * as they are made) or uploaded as files, their transcripts (segments with timestamps, speakers
 * and, where the provider gives them, words) and their minutes, under cli/voice/v1/*.
 */
export const VoiceLimits = {
  /** SPEC §5/§9: names (and titles) are 1-100 characters. */
  titleMax: Limits.nameMax,
  speakerNameMax: 50,
  /** One transcript line as edited by hand. */
  segmentTextMax: 5_000,
  /** Lines edited in one `update`. */
  segmentsPerUpdate: 2_000,
  speakersPerUpdate: 50,
  /** Minutes as edited by hand (Markdown). */
  minutesMax: 100_000,
  searchMax: 200,
  pageSizeMax: 100,
  /** How much of the transcript a list entry carries. */
  excerptLength: 160,
  /** SPEC §5/§9 "Trial recording: 5 minutes": a free user's recording is kept up to this long. */
  trialMinutes: 5,
  /** Signed out: the browser records at most this long and keeps it in the page (SPEC §5). */
  signedOutMinutes: 1,
  /** One MediaRecorder chunk (a few seconds of Opus is tens of kB; room for long timeslices). */
  chunkMaxBytes: 8 * 1024 * 1024,
  /** The most chunks one recording takes (at one chunk a second, 4 hours and a bit). */
  chunksMax: 20_000,
  /** A recording with no chunk for this long is finished by the server with what arrived. */
  idleMinutes: 2,
  mimeTypeMax: 100,
} as const;

const msg = (key: MessageKey) => ({ error: key });
const id = z.string(msg('voice.invalidId')).trim().min(1, msg('voice.invalidId')).max(64, msg('voice.invalidId'));
const title = z
  .string(msg('voice.titleRequired'))
  .trim()
  .min(1, msg('voice.titleRequired'))
  .max(VoiceLimits.titleMax, msg('voice.titleTooLong'));
const paging = {
  current: z.coerce.number(msg('errors.invalidRequest')).int(msg('errors.invalidRequest')).min(1).default(1),
  size: z.coerce
    .number(msg('errors.invalidRequest'))
    .int(msg('errors.invalidRequest'))
    .min(1, msg('errors.invalidRequest'))
    .max(VoiceLimits.pageSizeMax, msg('errors.invalidRequest'))
    .default(20),
};

export { RecordingStatus, TranscriptState, voicePushSchema, type VoicePush } from './voice-push.ts';
export const RecordingSource = z.enum(['recording', 'upload']);
export type RecordingSource = z.infer<typeof RecordingSource>;
/** The language spoken: `auto` lets the provider tell. */
export const SpokenLanguage = z.enum(['auto', 'zh', 'en'], msg('voice.unknownLanguage'));
export type SpokenLanguage = z.infer<typeof SpokenLanguage>;
export const MinutesTemplate = z.enum(['general', 'standup', 'lecture', 'interview'], msg('voice.unknownTemplate'));
export type MinutesTemplate = z.infer<typeof MinutesTemplate>;
export const ExportFormat = z.enum(['txt', 'srt', 'md', 'docx'], msg('voice.unknownFormat'));
export type ExportFormat = z.infer<typeof ExportFormat>;

export const wordSchema = z.object({ startMs: z.number().int(), endMs: z.number().int(), text: z.string() });
export const segmentSchema = z.object({
  id: z.string(),
  startMs: z.number().int(),
  endMs: z.number().int(),
  /** A speaker's id (`S1`…) when the provider tells speakers apart. */
  speaker: z.string().optional(),
  text: z.string(),
  words: z.array(wordSchema).optional(),
});
export type TranscriptSegment = z.infer<typeof segmentSchema>;
export const speakerSchema = z.object({ id: z.string(), name: z.string() });
export type Speaker = z.infer<typeof speakerSchema>;

export const transcriptSchema = z.object({
  ...transcriptProgress,
  /** Why it failed or waits for a provider, in the reader's language. */
  error: z.string().optional(),
  speakers: z.array(speakerSchema),
  segments: z.array(segmentSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const minutesSchema = z.object({ template: MinutesTemplate, content: z.string(), updatedAt: z.string() });
export type Minutes = z.infer<typeof minutesSchema>;

const recordingFields = {
  id: z.string(),
  title: z.string(),
  source: RecordingSource,
  status: RecordingStatus,
  /** Why the audio could not be read (status `failed`), in the reader's language. */
  error: z.string().optional(),
  durationMs: z.number().int(),
  sizeBytes: z.number().int(),
  mimeType: z.string(),
  language: SpokenLanguage,
  /**
   * The audio was cut to the plan's limit on finish (free: 5 minutes, SPEC §5); `notice` then
   * says so (`voice.trialEnded`, "the 5-minute trial ended") in the reader's language.
   */
  trimmed: z.boolean(),
  notice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** One recording with everything; `audioUrl` is a signed address (about an hour), null until it is playable. */
export const recordingSchema = z.object({
  ...recordingFields,
  audioUrl: z.string().nullable(),
  transcript: transcriptSchema,
  minutes: minutesSchema.nullable(),
});
export type Recording = z.infer<typeof recordingSchema>;

/** A list entry: the transcript's progress and its start instead of the segments. */
export const recordingListItemSchema = z.object({
  ...recordingFields,
  transcript: z.object(transcriptProgress),
  excerpt: z.string(),
  hasMinutes: z.boolean(),
});
export type RecordingListItem = z.infer<typeof recordingListItemSchema>;

/** The multipart fields of `upload` beside `file` (mp3, m4a, wav, webm, ogg: read by content). */
export const uploadFields = z.object({
  title: title.optional(),
  language: SpokenLanguage.default('auto'),
});

export const recordStartBody = z.object({
  title: title.optional(),
  /** MediaRecorder's `mimeType` (e.g. `audio/webm;codecs=opus`). */
  mimeType: z
    .string(msg('voice.mimeTypeInvalid'))
    .trim()
    .min(1, msg('voice.mimeTypeInvalid'))
    .max(VoiceLimits.mimeTypeMax, msg('voice.mimeTypeInvalid'))
    .regex(/^(audio|video)\/[\w.+-]+(\s*;.*)?$/i, msg('voice.mimeTypeInvalid')),
  language: SpokenLanguage.default('auto'),
});

/** The multipart fields of `recordChunk` beside `file`: the recording and the chunk's number, from 0. */
export const recordChunkFields = z.object({
  id,
  seq: z.coerce
    .number(msg('voice.seqInvalid'))
    .int(msg('voice.seqInvalid'))
    .min(0, msg('voice.seqInvalid'))
    .max(VoiceLimits.chunksMax - 1, msg('voice.tooManyChunks')),
});
export const chunkReceiptSchema = z.object({
  id: z.string(),
  /** Chunks stored, contiguous from 0: the next chunk the server waits for. */
  received: z.number().int(),
});
export type ChunkReceipt = z.infer<typeof chunkReceiptSchema>;

export const recordFinishBody = z.object({
  id,
  /** The length the browser measured; the server measures the joined file itself. */
  durationMs: z
    .number(msg('voice.durationInvalid'))
    .int(msg('voice.durationInvalid'))
    .min(0, msg('voice.durationInvalid'))
    .max(48 * 3_600_000, msg('voice.durationInvalid')),
});

export const recordingIdBody = z.object({ id });

export const recordingPageBody = z.object({
  /** In the title and the transcript, any case; empty lists all. */
  searchValue: z
    .string(msg('voice.searchNotText'))
    .trim()
    .max(VoiceLimits.searchMax, msg('voice.searchTooLong'))
    .default(''),
  ...paging,
});

/** Fields left out keep their value. Segments and speakers are named by id; unknown ids are refused. */
export const recordingUpdateBody = z.object({
  id,
  title: title.optional(),
  speakers: z
    .array(
      z.object({
        id,
        name: z
          .string(msg('voice.speakerNameRequired'))
          .trim()
          .min(1, msg('voice.speakerNameRequired'))
          .max(VoiceLimits.speakerNameMax, msg('voice.speakerNameTooLong')),
      }),
      msg('errors.invalidRequest'),
    )
    .max(VoiceLimits.speakersPerUpdate, msg('errors.invalidRequest'))
    .optional(),
  segments: z
    .array(
      z.object({
        id,
        text: z.string(msg('voice.segmentNotText')).max(VoiceLimits.segmentTextMax, msg('voice.segmentTooLong')),
      }),
      msg('errors.invalidRequest'),
    )
    .max(VoiceLimits.segmentsPerUpdate, msg('errors.invalidRequest'))
    .optional(),
  minutes: z.string(msg('voice.minutesNotText')).max(VoiceLimits.minutesMax, msg('voice.minutesTooLong')).optional(),
});
export type RecordingUpdateBody = z.infer<typeof recordingUpdateBody>;

export const transcribeBody = z.object({ id, language: SpokenLanguage.optional() });

export const minutesBody = z.object({ id, template: MinutesTemplate.default('general') });

export const exportQuery = z.object({ id, format: ExportFormat });

const frame = <const E extends boolean, D extends z.ZodType>(end: E, data: D) =>
  z.object({ code: z.literal(200), end: z.literal(end), data });

/**
 * One `data:` frame of `minutes`, JSON `{ code, data, end }` like the writing tools':
 * `start` (the template and the model), `text`/`reasoning` pieces, a `notice` when no chat model
 * is configured (nothing is written, nothing charged), then `done` (end) with the whole minutes
 * (saved on the recording when `status` is `ok`); or a code-500 frame with the error (the saved
 * minutes are left as they were).
 */
export const minutesFrameSchema = z.union([
  frame(false, z.object({ type: z.literal('start'), template: MinutesTemplate, model: z.string() })),
  frame(false, z.object({ type: z.enum(['text', 'reasoning', 'notice']), content: z.string() })),
  frame(
    true,
    z.object({
      type: z.literal('done'),
      template: MinutesTemplate,
      status: z.enum(['ok', 'offline']),
      content: z.string(),
      truncated: z.boolean(),
    }),
  ),
  z.object({ code: z.literal(500), end: z.literal(true), data: z.string() }),
]);
export type MinutesFrame = z.infer<typeof minutesFrameSchema>;
