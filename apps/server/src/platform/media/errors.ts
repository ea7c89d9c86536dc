/**
 * What went wrong with a media tool. `missing`: ffmpeg or ffprobe is not installed (or the
 * configured path names nothing); `not_audio`: the file holds no audio stream we can read;
 * `failed`: the tool ran and failed (its stderr's last lines are in the message);
 * `timeout`: the tool ran past its time limit and was killed.
 */
export type MediaErrorKind = 'missing' | 'not_audio' | 'failed' | 'timeout';

export class MediaError extends Error {
  constructor(
    readonly kind: MediaErrorKind,
    message: string,
    /** The tool's stderr (its end), for logs: it names the file's path, so never show it to users. */
    readonly stderr = '',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MediaError';
  }
}
