import { runTool } from './run.ts';
import { defaultTools, type MediaTools } from './tools.ts';

export type FfmpegStatus = { available: boolean; version?: string; reason?: string };

const cache = new Map<string, Promise<FfmpegStatus>>();

/** "ffmpeg version 5.1.9-0+deb12u1 Copyright …" → "5.1.9-0+deb12u1". */
const versionOf = (banner: string) => /version (\S+)/.exec(banner)?.[1];

async function check(tools: MediaTools): Promise<FfmpegStatus> {
  try {
    // Both are needed: ffprobe reads durations and formats, ffmpeg decodes and cuts.
    const [banner] = await Promise.all([
      runTool(tools.ffmpeg, ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
      runTool(tools.ffprobe, ['-hide_banner', '-version'], { timeoutMs: 10_000 }),
    ]);
    return { available: true, version: versionOf(banner.stdout) };
  } catch (error) {
    return { available: false, reason: (error as Error).message };
  }
}

/**
 * Whether ffmpeg and ffprobe run here, checked once per pair of paths (installing ffmpeg means
 * a restart, as for any system package). Never throws: voice refuses uploads with a message
 * when this says unavailable, and everything else keeps working.
 */
export function ffmpegStatus(tools: MediaTools = defaultTools()): Promise<FfmpegStatus> {
  const key = `${tools.ffmpeg}\0${tools.ffprobe}`;
  let status = cache.get(key);
  if (!status) {
    status = check(tools);
    cache.set(key, status);
  }
  return status;
}
