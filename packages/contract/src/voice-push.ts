import { z } from 'zod';

/**
 * What the WebSocket says of a recording (voice.ts has the rest of the voice contract). Apart
 * because the socket client of every page parses every push: this file is in the first load,
 * the recorder's calls and schemas are not.
 */

/** `recording`: chunks arriving; `processing`: joining, probing; `ready`: kept and playable; `failed`: unreadable. */
export const RecordingStatus = z.enum(['recording', 'processing', 'ready', 'failed']);
export type RecordingStatus = z.infer<typeof RecordingStatus>;

/**
 * `none`: not started; `needs_provider`: no speech provider is configured (STT_BASE_URL), the
 * audio is kept and one click transcribes it once there is one; `queued`, `transcribing` (with
 * `done` of `total` pieces), `done`, `failed` (`error` says why; the audio is kept).
 */
export const TranscriptState = z.enum(['none', 'needs_provider', 'queued', 'transcribing', 'done', 'failed']);
export type TranscriptState = z.infer<typeof TranscriptState>;

export const transcriptProgress = {
  state: TranscriptState,
  /** Pieces of audio transcribed, of `total` (0 of 0 before it starts). */
  done: z.number().int(),
  total: z.number().int(),
};

/** The WebSocket push when a recording moves on (status, or transcription progress); to its owner only. */
export const voicePushSchema = z.object({
  type: z.literal('voice'),
  id: z.string(),
  status: RecordingStatus,
  transcript: z.object(transcriptProgress),
});
export type VoicePush = z.infer<typeof voicePushSchema>;
