import { stat } from 'node:fs/promises';
import { WHOLE_FILE_TIMEOUT_MS } from './convert.ts';
import { MediaError } from './errors.ts';
import { runTool, type RunOptions } from './run.ts';
import { defaultTools, type MediaTools } from './tools.ts';

export type AudioInfo = {
  durationMs: number;
  /** ffprobe's format name, e.g. `mp3`, `wav`, `matroska,webm`, `mov,mp4,m4a,3gp,3g2,mj2`, `ogg`. */
  format: string;
  /** The first audio stream's codec, e.g. `mp3`, `pcm_s16le`, `opus`, `aac`, `vorbis`. */
  codec: string;
  sizeBytes: number;
};

type Probe = {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; duration?: string }[];
};

const seconds = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number >= 0 ? number : null;
};

/** The last `time=00:01:02.34` ffmpeg printed while decoding, in ms. */
function decodedMs(stderr: string): number | null {
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return null;
  return Math.round((Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3])) * 1000);
}

/**
 * Reads a file's audio facts by its content (never its name). A file that ffprobe cannot read or
 * that has no audio stream is `not_audio`. A MediaRecorder stream (webm chunks joined) carries no
 * duration in its header, so then the audio is decoded once to count it.
 */
export async function probeAudio(path: string, options: RunOptions & { tools?: MediaTools } = {}): Promise<AudioInfo> {
  const tools = options.tools ?? defaultTools();
  const { size } = await stat(path);
  if (size === 0) throw new MediaError('not_audio', 'the file is empty');
  let probe: Probe;
  try {
    const { stdout } = await runTool(
      tools.ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'format=format_name,duration:stream=codec_type,codec_name,duration',
        '-of',
        'json',
        path,
      ],
      options,
    );
    probe = JSON.parse(stdout) as Probe;
  } catch (error) {
    if (error instanceof MediaError && error.kind === 'failed') {
      throw new MediaError('not_audio', 'the file is not audio that can be read', error.stderr, { cause: error });
    }
    throw error;
  }
  const audio = probe.streams?.find((stream) => stream.codec_type === 'audio');
  if (!audio?.codec_name) throw new MediaError('not_audio', 'the file has no audio stream');
  const duration = seconds(probe.format?.duration) ?? seconds(audio.duration);
  let durationMs = duration === null ? null : Math.round(duration * 1000);
  if (durationMs === null) {
    // Decoding hours of audio takes a while: the whole-file limit, unless the caller set one.
    const { stderr } = await runTool(
      tools.ffmpeg,
      ['-nostdin', '-hide_banner', '-i', path, '-map', '0:a:0', '-f', 'null', '-'],
      { timeoutMs: WHOLE_FILE_TIMEOUT_MS, ...options },
    );
    durationMs = decodedMs(stderr);
    if (durationMs === null) throw new MediaError('not_audio', 'the audio could not be decoded', stderr);
  }
  return { durationMs, format: probe.format?.format_name ?? 'unknown', codec: audio.codec_name, sizeBytes: size };
}
