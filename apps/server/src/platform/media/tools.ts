/** Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH (config.ts), else found on PATH. */
export type MediaTools = { ffmpeg: string; ffprobe: string };

/**
 * Read at each call rather than passed down from the config so that features can call the media
 * functions without threading the tools through; the variables are also in config.ts so the
 * README documents them and a start-up check sees the same values.
 */
export function defaultTools(env: { FFMPEG_PATH?: string; FFPROBE_PATH?: string } = process.env): MediaTools {
  return { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
}
