import type { VoicePush } from '@inkstone/contract/voice';
import type { Platform } from '../../platform/platform.ts';
import { transcriptProgress } from './present.ts';
import type { VoiceRecordingRow } from './tables.ts';

/**
 * Tells the owner's open pages that a recording moved on (`type: 'voice'`, DESIGN.md §2). A push
 * that cannot be sent is only a missed refresh: the page reads the recording again anyway.
 */
export async function pushRecording(platform: Pick<Platform, 'realtime'>, row: VoiceRecordingRow): Promise<void> {
  const push: VoicePush = { type: 'voice', id: row.id, status: row.status, transcript: transcriptProgress(row) };
  await platform.realtime.publish(row.userId, push).catch(() => {});
}
