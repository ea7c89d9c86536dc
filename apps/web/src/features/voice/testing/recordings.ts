import type { Recording } from '@inkstone/contract/voice';

/** A recording as `get` answers it, ready and transcribed unless told otherwise. */
export function recordingOf(patch: Partial<Recording> = {}): Recording {
  return {
    id: 'rec-1',
    title: 'Weekly meeting',
    source: 'recording',
    status: 'ready',
    durationMs: 20_000,
    sizeBytes: 120_000,
    mimeType: 'audio/webm',
    language: 'auto',
    trimmed: false,
    notice: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    audioUrl: '/api/files/rec-1.webm?exp=1&sig=x',
    transcript: {
      state: 'done',
      done: 2,
      total: 2,
      speakers: [{ id: 'S1', name: 'S1' }],
      segments: [
        { id: 'g1', startMs: 0, endMs: 4_000, speaker: 'S1', text: 'Good morning, let us begin.' },
        { id: 'g2', startMs: 5_000, endMs: 9_000, speaker: 'S1', text: 'The budget is approved.' },
        { id: 'g3', startMs: 12_000, endMs: 18_000, speaker: 'S1', text: 'Anna ships the report on Friday.' },
      ],
    },
    minutes: null,
    ...patch,
  };
}
