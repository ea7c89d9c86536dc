import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MessageKey } from '@inkstone/contract/messages';
import { SpeechError } from '../../ai/speech/errors.ts';
import type { SpeechToText, Transcription } from '../../ai/speech/types.ts';
import { decodeToWav16k, cutAudio } from '../../platform/media/convert.ts';
import { MediaError } from '../../platform/media/errors.ts';
import { planPieces } from '../../platform/media/plan.ts';
import { speechRegions } from '../../platform/media/vad.ts';
import type { Platform } from '../../platform/platform.ts';
import { defineJob } from '../../platform/queue/define-job.ts';
import { FinalJobError, type JobContext } from '../../platform/queue/queue.ts';
import { findFile } from '../files/service.ts';
import { fetchStored, withScratch } from './audio.ts';
import { pushRecording } from './push.ts';
import { offsetLines, stitch } from './stitch.ts';
import * as store from './store.ts';
import type { StoredPiece, VoiceRecordingRow } from './tables.ts';

export type TranscribeDeps = {
  platform: Pick<Platform, 'db' | 'clock' | 'config' | 'storage' | 'realtime'>;
  speech: SpeechToText | null;
  log: FastifyBaseLogger;
};

/** Tries after the first: with the in-job retries per piece, a provider gets several minutes to come back. */
export const TRANSCRIBE_RETRIES = 4;
/** Tries of one piece within a run before the job itself waits and tries again. */
const PIECE_TRIES = 3;
const RETRY_AFTER_CAP_MS = 20_000;

const payload = z.object({ recordingId: z.string(), run: z.number().int() });
type Payload = z.infer<typeof payload>;

/** A failure the job stops on at once, with the message key the recording shows. */
class Stop extends FinalJobError {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
  });

/** One piece through the provider: 429 waits what it asks (capped), 5xx and timeouts back off, a few times. */
async function recognise(speech: SpeechToText, input: Parameters<SpeechToText['transcribe']>[0], signal: AbortSignal) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await speech.transcribe(input, signal);
    } catch (error) {
      if (!(error instanceof SpeechError)) throw error;
      if (error.kind === 'refused') throw new Stop('voice.providerRefused');
      if (attempt >= PIECE_TRIES || signal.aborted) throw error;
      const wait = error.kind === 'rate_limited' ? (error.details.retryAfterMs ?? 1000) : 500 * 2 ** attempt;
      await sleep(Math.min(wait, RETRY_AFTER_CAP_MS), signal);
    }
  }
}

const keyOf = (error: unknown): MessageKey => {
  if (error instanceof Stop) return error.key;
  if (error instanceof SpeechError) {
    if (error.kind === 'rate_limited') return 'voice.providerBusy';
    if (error.kind === 'bad_response') return 'voice.providerBadResponse';
    return 'voice.providerUnavailable';
  }
  if (error instanceof MediaError) return 'voice.audioMissing';
  return 'voice.providerUnavailable';
};

/**
 * Transcribes a recording piece by piece: the audio decoded to 16 kHz mono, cut where there is
 * speech into pieces of ≤ 30 s, each sent to the provider and its lines offset by the piece's
 * start. Each piece done is saved before the next begins (with progress pushed), so a failure or
 * a restart resumes from the next piece; the audio is only ever read. A job of an older run
 * (`transcribe` asked again meanwhile) stops at its first save.
 */
async function perform({ recordingId, run }: Payload, context: JobContext, deps: TranscribeDeps): Promise<void> {
  const { platform } = deps;
  const { db, clock } = platform;
  const row = await store.recordingById(db, recordingId);
  if (!row || row.transcriptRun !== run) return;
  if (!deps.speech) {
    const waiting = await store.updateRecording(db, row.id, { transcriptState: 'needs_provider' }, clock.now());
    if (waiting) await pushRecording(platform, waiting);
    return;
  }
  const speech = deps.speech;
  const save = async (fields: store.RecordingFields): Promise<VoiceRecordingRow> => {
    const saved = await store.updateRun(db, row.id, run, fields, clock.now());
    if (!saved) throw new Stale();
    await pushRecording(platform, saved);
    return saved;
  };

  try {
    const file = row.fileId ? await findFile(db, row.fileId) : null;
    if (!file) throw new Stop('voice.audioMissing');
    await withScratch(async (dir) => {
      const source = await fetchStored(platform, file, dir);
      if (!source) throw new Stop('voice.audioMissing');
      // Named apart from the source: an uploaded WAV is `audio.wav` there, and ffmpeg cannot write over its input.
      const wav = path.join(dir, 'decoded-16k.wav');
      await decodeToWav16k(source, wav);
      let pieces: StoredPiece[] = row.pieces ?? (await planned(wav, deps.log));
      const doneCount = () => pieces.filter((piece) => piece.segments).length;
      await save({
        transcriptState: 'transcribing',
        pieces,
        transcriptDone: doneCount(),
        transcriptTotal: pieces.length,
        transcriptErrorKey: null,
        transcriptErrorParams: null,
      });
      const language = row.language === 'auto' ? undefined : row.language;
      for (const [index, piece] of pieces.entries()) {
        if (piece.segments) continue;
        context.signal.throwIfAborted();
        const output = path.join(dir, `piece-${index}.mp3`);
        await cutAudio(wav, output, piece.startMs, piece.endMs);
        // The end of what came before helps the recogniser carry names and spelling across pieces.
        const before = pieces
          .slice(0, index)
          .flatMap((p) => p.segments ?? [])
          .map((segment) => segment.text)
          .join(' ')
          .slice(-200);
        const result: Transcription = await recognise(
          speech,
          { path: output, filename: `piece-${index}.mp3`, language, ...(before ? { prompt: before } : {}) },
          context.signal,
        );
        pieces = pieces.map((p, i) =>
          i === index
            ? { ...p, segments: offsetLines(p, result), ...(result.language ? { language: result.language } : {}) }
            : p,
        );
        await save({ pieces, transcriptDone: doneCount() });
      }
      const joined = stitch(pieces);
      const kept = new Map(row.speakers.map((speaker) => [speaker.id, speaker.name]));
      await save({
        transcriptState: 'done',
        segments: joined.segments,
        speakers: joined.speakers.map((speaker) => ({ ...speaker, name: kept.get(speaker.id) ?? speaker.name })),
        transcriptText: joined.text,
        transcriptErrorKey: pieces.length === 0 ? 'voice.noSpeech' : null,
      });
    });
  } catch (error) {
    if (error instanceof Stale) return;
    // The server is stopping: the job runs again on the next start, from the next piece.
    if (context.signal.aborted) throw error;
    const final = error instanceof FinalJobError || context.attempt > TRANSCRIBE_RETRIES;
    deps.log.warn({ err: error, recordingId, attempt: context.attempt, final }, 'transcription stopped');
    // Final: the transcript says it failed and why. Otherwise the job waits and tries again from
    // the next piece, and the page says what it waits for (the provider busy or unreachable).
    const fields: store.RecordingFields = final
      ? {
          transcriptState: 'failed',
          transcriptErrorKey: 'voice.transcriptionFailed',
          transcriptErrorParams: { reason: keyOf(error) },
        }
      : { transcriptErrorKey: keyOf(error), transcriptErrorParams: null };
    const saved = await store.updateRun(db, row.id, run, fields, clock.now());
    if (saved) await pushRecording(platform, saved);
    throw error;
  }
}

/**
 * Where to cut: speech regions (Silero VAD) joined into pieces of ≤ 30 s (well under the
 * provider's 25 MB as 16 kHz mp3). Long silences are never sent, so they cost nothing.
 */
async function planned(wav: string, log: FastifyBaseLogger): Promise<StoredPiece[]> {
  const regions = await speechRegions(wav, {
    onFallback: (reason) => log.warn({ reason }, 'voice activity model unavailable: cutting by loudness'),
  });
  return planPieces(regions, { maxMs: 30_000 }).map((piece) => ({ startMs: piece.startMs, endMs: piece.endMs }));
}

/** The recording was asked to transcribe again (or deleted) while this run worked. */
class Stale extends Error {}

export const transcribeJob = defineJob({
  name: 'voice.transcribe',
  payload,
  retries: TRANSCRIBE_RETRIES,
  backoff: { delayMs: 2_000 },
  perform,
  /** Past its last try (or a restart found it so): the transcript says it failed; the audio stays. */
  async onFailed({ recordingId, run }, _failure, deps: TranscribeDeps) {
    const { db, clock } = deps.platform;
    const row = await store.recordingById(db, recordingId);
    if (!row || row.transcriptRun !== run || row.transcriptState === 'failed') return;
    // The last reason it waited for (set by the run), else the provider could not be reached.
    const reason = row.transcriptErrorKey ?? 'voice.providerUnavailable';
    const fields: store.RecordingFields = {
      transcriptState: 'failed',
      transcriptErrorKey: 'voice.transcriptionFailed',
      transcriptErrorParams: { reason },
    };
    const saved = await store.updateRun(db, recordingId, run, fields, clock.now());
    if (saved) await pushRecording(deps.platform, saved);
  },
});
