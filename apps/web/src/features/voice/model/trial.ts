import { useSyncExternalStore } from 'react';

/**
 * A signed-out visitor's recording (SPEC §5: 1 minute without signing in): kept only in this
 * page, playable, and uploaded once they sign in. Lives in the module so leaving the list page
 * and coming back keeps it.
 */
export type TrialRecording = { chunks: Blob[]; mimeType: string; durationMs: number; url: string };

let trial: TrialRecording | null = null;
const listeners = new Set<() => void>();

export function setTrial(next: TrialRecording | null): void {
  if (trial && trial.url && trial !== next) URL.revokeObjectURL(trial.url);
  trial = next;
  for (const listener of listeners) listener();
}

export const getTrial = () => trial;

export function useTrial(): TrialRecording | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => trial,
  );
}
