/**
 * The recorder's format: the first the browser can write, Opus first (small, and what the server
 * joins best: one WebM/Ogg stream whose first chunk carries the header). Safari writes MP4/AAC.
 */
const CANDIDATES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/mpeg'];

export function pickMimeType(isSupported: (type: string) => boolean = (type) => MediaRecorder.isTypeSupported(type)) {
  return CANDIDATES.find((type) => isSupported(type)) ?? '';
}

/** Audio files the upload takes (the server checks the content itself). */
export const ACCEPTED_AUDIO = '.mp3,.m4a,.wav,.webm,.ogg,audio/mpeg,audio/mp4,audio/wav,audio/webm,audio/ogg';
export const ACCEPTED_EXTENSIONS = ['mp3', 'm4a', 'wav', 'webm', 'ogg'];
