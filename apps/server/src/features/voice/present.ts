import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import { VoiceLimits, type Recording, type RecordingListItem } from '@inkstone/contract/voice';
import type { VoiceRecordingRow } from './tables.ts';

/**
 * A stored message key with its parameters, in the reader's language; a parameter that is itself
 * a key (the reason a transcription failed) is worded too. A key we no longer have reads as itself.
 */
export function messageOf(language: Language, key: string | null, params: Record<string, string | number> | null) {
  if (!key) return undefined;
  const worded = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'string' && isMessageKey(value) ? formatMessage(language, value) : value,
    ]),
  );
  return isMessageKey(key) ? formatMessage(language, key, worded) : key;
}

function fields(row: VoiceRecordingRow, language: Language) {
  const error = messageOf(language, row.errorKey, row.errorParams);
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    status: row.status,
    ...(error ? { error } : {}),
    durationMs: row.durationMs,
    sizeBytes: row.sizeBytes,
    mimeType: row.mimeType,
    language: row.language,
    trimmed: row.trimmed,
    notice: messageOf(language, row.noticeKey, row.noticeParams) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function transcriptProgress(row: VoiceRecordingRow) {
  return { state: row.transcriptState, done: row.transcriptDone, total: row.transcriptTotal };
}

/** Everything, with the audio's signed address (null while there is no playable audio). */
export function presentRecording(row: VoiceRecordingRow, language: Language, audioUrl: string | null): Recording {
  const error = messageOf(language, row.transcriptErrorKey, row.transcriptErrorParams);
  return {
    ...fields(row, language),
    audioUrl,
    transcript: {
      ...transcriptProgress(row),
      ...(error ? { error } : {}),
      speakers: row.speakers,
      segments: row.segments,
    },
    minutes:
      row.minutesTemplate && row.minutesContent !== null && row.minutesUpdatedAt
        ? { template: row.minutesTemplate, content: row.minutesContent, updatedAt: row.minutesUpdatedAt.toISOString() }
        : null,
  };
}

export function presentListItem(row: VoiceRecordingRow, language: Language): RecordingListItem {
  return {
    ...fields(row, language),
    transcript: transcriptProgress(row),
    excerpt: row.transcriptText.slice(0, VoiceLimits.excerptLength),
    hasMinutes: row.minutesContent !== null,
  };
}
