import type { Recording, SpokenLanguage } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { sendForm } from '@/shared/api/upload.ts';

export type AudioUpload = {
  title?: string;
  language?: SpokenLanguage;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * An audio file to cli/voice/v1/upload (multipart: file, title?, language?), with progress (a
 * 200 MB file needs it; it stops at 99 while the server probes the file). Silent: the panel shows
 * the refusal.
 */
export function uploadAudio(file: File, options: AudioUpload): Promise<Recording> {
  const form = new FormData();
  if (options.title) form.append('title', options.title);
  form.append('language', options.language ?? 'auto');
  form.append('file', file);
  return sendForm(table.upload, form, { ...options, silent: true });
}
