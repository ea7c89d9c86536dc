import type { SpokenLanguage } from '@inkstone/contract/voice';
import type { Platform } from '../../platform/platform.ts';
import { hasSpeechProvider } from './limits.ts';
import { pushRecording } from './push.ts';
import { updateRecording } from './store.ts';
import type { VoiceRecordingRow } from './tables.ts';
import { transcribeJob } from './transcribe-job.ts';

type QueuePlatform = Pick<Platform, 'db' | 'clock' | 'config' | 'queue' | 'realtime'>;

/**
 * Starts (or resumes) a recording's transcription as a job. Without a provider the transcript
 * says so (`needs_provider`) and nothing runs. A run that stopped part way keeps its pieces and
 * goes on from the next; a finished one, or one asked in another language, starts over. Each
 * call is a new run: a job of an older run finds its number stale and stops.
 */
export async function queueTranscription(
  platform: QueuePlatform,
  row: VoiceRecordingRow,
  language?: SpokenLanguage,
): Promise<VoiceRecordingRow> {
  const now = platform.clock.now();
  if (!hasSpeechProvider(platform.config)) {
    const waiting = await updateRecording(platform.db, row.id, { transcriptState: 'needs_provider' }, now);
    return waiting ?? row;
  }
  const restart = row.transcriptState === 'done' || (language !== undefined && language !== row.language);
  const run = row.transcriptRun + 1;
  const queued = await updateRecording(
    platform.db,
    row.id,
    {
      transcriptState: 'queued',
      transcriptRun: run,
      transcriptErrorKey: null,
      transcriptErrorParams: null,
      ...(language ? { language } : {}),
      ...(restart ? { pieces: null, transcriptDone: 0, transcriptTotal: 0 } : {}),
    },
    now,
  );
  await transcribeJob.enqueue(platform.queue, { recordingId: row.id, run }, { userId: row.userId });
  await pushRecording(platform, queued!);
  return queued!;
}
