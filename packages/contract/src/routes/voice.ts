import { z } from 'zod';
import { pageOf } from '../chat.ts';
import {
  chunkReceiptSchema,
  exportQuery,
  minutesBody,
  minutesFrameSchema,
  recordFinishBody,
  recordingIdBody,
  recordingListItemSchema,
  recordingPageBody,
  recordingSchema,
  recordingUpdateBody,
  recordStartBody,
  transcribeBody,
} from '../voice.ts';
import { defineRoute } from './define.ts';

const tag = 'voice';
const post = { method: 'POST', encoding: 'json', auth: 'user', tag } as const;
const ACCESS =
  "Recordings are their owner's alone: another user's id is refused with the permission message (SPEC §6) " +
  'and nothing is changed; an id that does not exist answers 404.';
const FFMPEG = 'Without ffmpeg on the server it is refused with `voice.ffmpegMissing` (and /api/health says so).';

/** The voice recorder (issue [voice] #16): recordings, their transcripts and minutes. */
export const voiceRoutes = {
  upload: defineRoute({
    ...post,
    encoding: 'multipart',
    path: 'cli/voice/v1/upload',
    answer: recordingSchema,
    summary: 'Upload an audio file (multipart: file, title?, language?): mp3, m4a, wav, webm or ogg, read by content',
    description:
      'Not audio (by content) is refused with `voice.notAudio`, over VOICE_MAX_UPLOAD_MB with `voice.tooLarge`, ' +
      'longer than the plan allows (free: 5 minutes; Pro: VOICE_MAX_MINUTES) with `voice.tooLong`. With a speech ' +
      'provider it is transcribed at once (transcript.state `queued`); without one the state is `needs_provider`. ' +
      FFMPEG,
  }),
  recordStart: defineRoute({
    ...post,
    path: 'cli/voice/v1/recordStart',
    body: recordStartBody,
    answer: recordingSchema,
    summary: 'Start a browser recording: its chunks follow through recordChunk',
    description: FFMPEG,
  }),
  recordChunk: defineRoute({
    ...post,
    encoding: 'multipart',
    path: 'cli/voice/v1/recordChunk',
    answer: chunkReceiptSchema,
    summary: 'One MediaRecorder chunk (multipart: id, seq, file), seq 0, 1, 2… in order (the first carries the header)',
    description:
      'A seq already stored is accepted again and ignored, so retries after a reconnect are safe; `received` is the ' +
      'number of chunks stored contiguously from 0 (the next one the server waits for). A chunk after a gap is ' +
      'kept and counted once the gap is filled. At most 8 MB a chunk. Only while the recording is `recording`. ' +
      ACCESS,
  }),
  recordFinish: defineRoute({
    ...post,
    path: 'cli/voice/v1/recordFinish',
    body: recordFinishBody,
    answer: recordingSchema,
    summary: 'Finish a browser recording: its chunks are joined in order, measured and kept',
    description:
      'Chunks after the first gap are left out. A free user’s recording longer than 5 minutes is cut to 5 ' +
      '(`trimmed`, and `notice` carries "the 5-minute trial ended"); Pro: VOICE_MAX_MINUTES. No chunk at all is ' +
      'refused with `voice.empty`. Finishing again answers the recording as it is. A recording left with no chunk ' +
      'for 2 minutes is finished by the server. ' +
      ACCESS,
  }),
  page: defineRoute({
    ...post,
    path: 'cli/voice/v1/page',
    body: recordingPageBody,
    answer: pageOf(recordingListItemSchema),
    summary: 'Your recordings, newest first; `searchValue` finds it in the title or the transcript',
  }),
  get: defineRoute({
    ...post,
    path: 'cli/voice/v1/get',
    body: recordingIdBody,
    answer: recordingSchema,
    summary: 'One recording with its transcript, minutes and a signed `audioUrl`',
    description: ACCESS,
  }),
  update: defineRoute({
    ...post,
    path: 'cli/voice/v1/update',
    body: recordingUpdateBody,
    answer: recordingSchema,
    summary: 'Rename it, rename speakers, edit transcript lines (by segment id) or the minutes',
    description: 'A segment or speaker id the transcript does not have is refused and nothing is written. ' + ACCESS,
  }),
  del: defineRoute({
    ...post,
    path: 'cli/voice/v1/del',
    body: recordingIdBody,
    answer: z.object({}),
    summary: 'Delete a recording and its audio',
    description: ACCESS,
  }),
  transcribe: defineRoute({
    ...post,
    path: 'cli/voice/v1/transcribe',
    body: transcribeBody,
    answer: recordingSchema,
    summary: '(Re)start transcription as a job; progress arrives over the WebSocket (`type: voice`)',
    description:
      'Without a speech provider (STT_BASE_URL) it is refused with `voice.noSpeechProvider`. A transcription that ' +
      'failed part way resumes after the pieces already done; one that is done starts again (the language may ' +
      'change). Refused while the recording is still recording or unreadable. ' +
      ACCESS,
  }),
  minutes: defineRoute({
    ...post,
    path: 'cli/voice/v1/minutes',
    body: minutesBody,
    answer: 'sse',
    frame: minutesFrameSchema,
    summary:
      'Stream minutes from the transcript with a template (general, standup, lecture, interview); saved at the end',
    description:
      'Frames: `start`, `text` pieces, then `done` with the whole minutes (saved); or a code-500 frame (the saved ' +
      'minutes stay as they were). Without a chat model a `notice` says so, then `done` with status `offline`: ' +
      'nothing is written and nothing charged. One question of the allowance per run. Refusals before the first ' +
      'frame (validation, no transcript, another user’s recording) are ordinary JSON envelopes.',
  }),
  export: defineRoute({
    method: 'GET',
    auth: 'user',
    tag,
    path: 'cli/voice/v1/export',
    query: exportQuery,
    answer: 'binary',
    summary: 'Download the transcript (txt, srt) or the minutes with the transcript (md, docx)',
    description: ACCESS,
  }),
};
