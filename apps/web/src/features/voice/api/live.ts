import { type VoicePush, voicePushSchema } from '@inkstone/contract/routes/pushes';
import type { Recording } from '@inkstone/contract/voice';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/shared/socket/realtime.ts';
import { voiceKeys } from './keys.ts';

/**
 * A `voice` push into the cache: the recording's status and transcript progress change at once;
 * when a step ends (audio ready or failed, transcript done or failed) the recording is asked again
 * for what the push does not carry (the segments, the signed audio address), and the lists too.
 */
export function applyVoicePush(client: QueryClient, push: VoicePush): void {
  const key = voiceKeys.recording(push.id);
  const before = client.getQueryData<Recording>(key);
  if (before) {
    client.setQueryData<Recording>(key, {
      ...before,
      status: push.status,
      transcript: { ...before.transcript, ...push.transcript },
    });
  }
  const stepEnded =
    !before ||
    before.status !== push.status ||
    (before.transcript.state !== push.transcript.state &&
      (push.transcript.state === 'done' || push.transcript.state === 'failed'));
  if (before && stepEnded) void client.invalidateQueries({ queryKey: key });
  void client.invalidateQueries({ queryKey: voiceKeys.lists() });
}

/** While a voice page is open, its recordings follow the server's pushes (polling is the fallback). */
export function useVoicePushes(): void {
  const client = useQueryClient();
  useEffect(() => realtime.subscribe('voice', voicePushSchema, (push) => applyVoicePush(client, push)), [client]);
}
