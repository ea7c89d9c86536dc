import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/shared/stores/auth.ts';
import type { QueueEvent } from '../model/chunk-queue.ts';
import { onQueueEvent, voiceQueue } from '../model/voice-queue.ts';
import { voiceKeys } from '../api/keys.ts';

/**
 * The upload queue as a page sees it: the latest word about each recording still going up. While
 * a voice page is open it resumes what a reload or a sign-out left (on open and on sign-in) and
 * stops waiting out its backoff when the browser is back online.
 */
export function useUploadStatus(): QueueEvent[] {
  const client = useQueryClient();
  const token = useAuth((state) => state.token);
  const [events, setEvents] = useState<Record<string, QueueEvent>>({});

  useEffect(
    () =>
      onQueueEvent((event) => {
        setEvents((current) => ({ ...current, [event.id]: event }));
        if (event.state === 'finished') {
          client.setQueryData(voiceKeys.recording(event.id), event.recording);
          void client.invalidateQueries({ queryKey: voiceKeys.lists() });
        }
      }),
    [client],
  );

  useEffect(() => {
    if (token) void voiceQueue().resumeAll();
  }, [token]);

  useEffect(() => {
    const online = () => voiceQueue().retryNow();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  return Object.values(events);
}
