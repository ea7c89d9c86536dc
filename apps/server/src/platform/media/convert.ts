import { MediaError } from './errors.ts';
import { runTool, type RunOptions } from './run.ts';
import { defaultTools, type MediaTools } from './tools.ts';

export type ConvertOptions = RunOptions & { tools?: MediaTools };

const secs = (ms: number) => (ms / 1000).toFixed(3);

/**
 * Time limits when the caller gives none: reading a whole recording (up to VOICE_MAX_MINUTES, hours)
 * takes minutes on a busy machine; a piece of ≤ 30 s takes well under one.
 */
export const WHOLE_FILE_TIMEOUT_MS = 30 * 60_000;
const PIECE_TIMEOUT_MS = 2 * 60_000;

/** `-y`: outputs are temporary files the caller named; `-nostdin`: never wait on a terminal. */
const run = (args: string[], options: ConvertOptions, timeoutMs: number) =>
  runTool((options.tools ?? defaultTools()).ffmpeg, ['-nostdin', '-hide_banner', '-y', ...args], {
    timeoutMs,
    ...options,
  });

/**
 * Turns a failure to read the input into the typed answer callers act on: ffmpeg prefixes errors
 * opening an input with its path ("x.ogg: End of file", "…: Invalid data found…"), and says
 * "matches no streams" when the file holds no audio stream.
 */
async function decoding<T>(input: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (
      error instanceof MediaError &&
      error.kind === 'failed' &&
      (error.stderr.includes(`${input}: `) || /matches no streams|does not contain any stream/i.test(error.stderr))
    ) {
      throw new MediaError('not_audio', 'the file is not audio that can be read', error.stderr, { cause: error });
    }
    throw error;
  }
}

/** The encoder settings for a piece by its extension: small files, speech-grade quality. */
function pieceCodec(output: string): string[] {
  if (/\.mp3$/i.test(output)) return ['-c:a', 'libmp3lame', '-b:a', '48k'];
  if (/\.(ogg|opus)$/i.test(output)) return ['-c:a', 'libopus', '-b:a', '32k'];
  if (/\.flac$/i.test(output)) return ['-c:a', 'flac'];
  if (/\.wav$/i.test(output)) return ['-c:a', 'pcm_s16le'];
  return [];
}

/** The first audio stream as 16 kHz mono 16-bit WAV: what VAD reads. */
export function decodeToWav16k(input: string, output: string, options: ConvertOptions = {}): Promise<void> {
  return decoding(
    input,
    run(
      ['-i', input, '-map', '0:a:0', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', output],
      options,
      WHOLE_FILE_TIMEOUT_MS,
    ),
  ).then(() => undefined);
}

/**
 * The first `maxMs` of the audio, in the same codec (stream copy: no quality loss, fast; the
 * output's extension should match the input's container). When copying cannot write that
 * container, the audio is encoded with the container's default codec instead.
 */
export async function trimAudio(input: string, output: string, maxMs: number, options: ConvertOptions = {}) {
  const base = ['-i', input, '-map', '0:a:0', '-t', secs(maxMs)];
  try {
    await decoding(input, run([...base, '-c:a', 'copy', output], options, WHOLE_FILE_TIMEOUT_MS));
  } catch (error) {
    if (!(error instanceof MediaError) || error.kind !== 'failed') throw error;
    await decoding(input, run([...base, output], options, WHOLE_FILE_TIMEOUT_MS));
  }
}

/**
 * The audio from `startMs` to `endMs` as its own file, 16 kHz mono, encoded by the output's
 * extension (.mp3 48 kbps ≈ 360 kB a minute, .ogg/.opus, .flac, .wav): pieces sent to speech
 * recognition stay far below its 25 MB limit. Seeking before `-i` is sample-accurate because
 * the piece is re-encoded.
 */
export async function cutAudio(
  input: string,
  output: string,
  startMs: number,
  endMs: number,
  options: ConvertOptions = {},
): Promise<void> {
  if (!(endMs > startMs) || startMs < 0) throw new RangeError(`cutAudio: bad range ${startMs}–${endMs} ms`);
  await decoding(
    input,
    run(
      [
        '-ss',
        secs(startMs),
        '-i',
        input,
        '-t',
        secs(endMs - startMs),
        '-map',
        '0:a:0',
        '-ac',
        '1',
        '-ar',
        '16000',
        ...pieceCodec(output),
        output,
      ],
      options,
      PIECE_TIMEOUT_MS,
    ),
  );
}
