import { fileTypeFromBuffer } from 'file-type';

export type Sniffed = { mime: string; extension: string };

/**
 * What a file really is, read from its bytes, never from its name or the browser's claim.
 * Plain text has no magic number, so it is recognised as valid UTF-8 without NUL bytes.
 */
export async function sniff(data: Buffer): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(data);
  if (found) return { mime: found.mime, extension: found.ext };
  if (looksLikeText(data)) return { mime: 'text/plain', extension: 'txt' };
  return null;
}

function looksLikeText(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Kinds of upload a feature may accept; each lists the sniffed types it lets in. */
export const Accept = {
  images: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  documents: [
    'application/pdf',
    'application/msword',
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  pdf: ['application/pdf'],
  /** Knowledge sources: documents (txt, md, csv and html sniff as text), sheets, slides, books, pictures. */
  knowledge: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/epub+zip',
    'text/plain',
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
  ],
  audio: [
    'audio/mpeg',
    'audio/wav',
    'audio/x-wav',
    'audio/webm',
    'audio/ogg',
    'audio/mp4',
    'video/webm',
    'audio/x-m4a',
  ],
} as const;
