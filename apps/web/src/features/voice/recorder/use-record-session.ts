import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/errors.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { startRecording } from '../api/record-calls.ts';
import { limitMsFor, type RecordPlan } from '../model/limits.ts';
import { getTrial, setTrial } from '../model/trial.ts';
import { voiceQueue } from '../model/voice-queue.ts';
import { useRecorder } from './use-recorder.ts';

/** The plan that sets the limit: signed out, free, or Pro (the account's `isChatgptVip`). */
export function useRecordPlan(): RecordPlan {
  const token = useAuth((state) => state.token);
  const pro = useAuth((state) => Boolean(state.user?.isChatgptVip));
  if (!token) return 'signedOut';
  return pro ? 'pro' : 'free';
}

/** Sends a kept trial to the server as a browser recording would have been sent. */
async function uploadTrial(): Promise<string | null> {
  const trial = getTrial();
  if (!trial) return null;
  const recording = await startRecording({ mimeType: trial.mimeType || 'audio/webm' });
  const queue = voiceQueue();
  await queue.begin(recording.id, trial.mimeType);
  for (const [seq, blob] of trial.chunks.entries()) await queue.add(recording.id, seq, blob);
  await queue.finish(recording.id, trial.durationMs);
  setTrial(null);
  return recording.id;
}

/**
 * One recording from the microphone to the server. Signed in: recordStart, then every chunk
 * through the queue, then recordFinish once they are all there. Signed out: the chunks stay in
 * the page as a playable trial, uploaded the same way after sign-in.
 */
export function useRecordSession() {
  const plan = useRecordPlan();
  const limitMs = limitMsFor(plan);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<'stopped' | 'limit' | null>(null);
  const [lastId, setLastId] = useState<string | null>(null);
  const current = useRef<{ id: string | null; mimeType: string; chunks: Blob[] }>({
    id: null,
    mimeType: '',
    chunks: [],
  });

  const recorder = useRecorder(
    {
      onBegin: async (mimeType) => {
        setError(null);
        setEnded(null);
        current.current = { id: null, mimeType, chunks: [] };
        if (plan === 'signedOut') return;
        try {
          const recording = await startRecording({ mimeType: mimeType || 'audio/webm' });
          await voiceQueue().begin(recording.id, mimeType);
          current.current.id = recording.id;
          setLastId(recording.id);
        } catch (caught) {
          setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
          throw caught;
        }
      },
      onChunk: (seq, blob) => {
        const { id, chunks } = current.current;
        if (id) void voiceQueue().add(id, seq, blob);
        else chunks.push(blob);
      },
      onEnd: (durationMs, reason) => {
        setEnded(reason);
        const { id, chunks, mimeType } = current.current;
        if (id) return void voiceQueue().finish(id, durationMs);
        if (chunks.length === 0) return;
        const url = URL.createObjectURL(new Blob(chunks, { type: mimeType || 'audio/webm' }));
        setTrial({ chunks, mimeType, durationMs, url });
      },
    },
    limitMs,
  );

  // Signing in keeps the trial: it goes to the server like any recording (SPEC §5, issue #16).
  useEffect(() => {
    if (plan === 'signedOut' || !getTrial()) return;
    uploadTrial().then(
      (id) => id && setLastId(id),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [plan]);

  return { plan, limitMs, recorder, error, ended, lastId };
}
