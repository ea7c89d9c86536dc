import { useCallback, useEffect, useRef, useState } from 'react';
import { pickMimeType } from './mime.ts';

/** MediaRecorder hands over a chunk this often; a lost tab loses at most the last one. */
export const TIMESLICE_MS = 2_000;
const TICK_MS = 250;

/**
 * `denied`: the browser or the person refused the microphone (NotAllowedError);
 * `unavailable`: no microphone, or no MediaRecorder in this browser; `failed`: anything else.
 */
export type RecorderState = 'idle' | 'starting' | 'recording' | 'paused' | 'denied' | 'unavailable' | 'failed';

export type RecorderHandlers = {
  /** Before the first chunk: the session gets its server id here. Throwing stops the start. */
  onBegin: (mimeType: string) => Promise<void>;
  onChunk: (seq: number, blob: Blob) => void;
  /** After the last chunk; `reason` is `limit` when the plan's limit ended it. */
  onEnd: (durationMs: number, reason: 'stopped' | 'limit') => void;
};

type Live = {
  stream: MediaStream;
  recorder: MediaRecorder;
  context: AudioContext | null;
  /** Time recorded before the current run (pauses excluded). */
  banked: number;
  /** When the current run started, or null while paused. */
  runStart: number | null;
  reason: 'stopped' | 'limit';
};

/**
 * The browser recorder: the microphone through MediaRecorder with a timeslice, an AnalyserNode
 * for the level meter (read by the meter itself, not through React state), pause and resume, and
 * the elapsed time without the pauses. `limitMs` ends the recording by itself.
 */
export function useRecorder(handlers: RecorderHandlers, limitMs: number | null) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const live = useRef<Live | null>(null);
  const analyser = useRef<AnalyserNode | null>(null);
  const latest = useRef({ handlers, limitMs });
  // The callbacks of the latest render, for the recorder's events (which outlive renders).
  useEffect(() => {
    latest.current = { handlers, limitMs };
  });

  const elapsedOf = (session: Live) => session.banked + (session.runStart === null ? 0 : Date.now() - session.runStart);

  const stop = useCallback((reason: 'stopped' | 'limit' = 'stopped') => {
    const session = live.current;
    if (!session || session.recorder.state === 'inactive') return;
    session.reason = reason;
    session.banked = elapsedOf(session);
    session.runStart = null;
    session.recorder.stop();
  }, []);

  // The clock: a few updates a second are enough for a time display; it also enforces the limit.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const session = live.current;
      if (!session) return;
      const elapsed = elapsedOf(session);
      setElapsedMs(elapsed);
      const limit = latest.current.limitMs;
      if (limit !== null && elapsed >= limit) stop('limit');
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [state, stop]);

  const start = useCallback(async () => {
    if (live.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as DOMException).name;
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError'
            ? 'unavailable'
            : 'failed',
      );
      return;
    }
    const mimeType = pickMimeType();
    try {
      await latest.current.handlers.onBegin(mimeType);
    } catch {
      for (const track of stream.getTracks()) track.stop();
      setState('idle');
      return;
    }
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const session: Live = {
      stream,
      recorder,
      context: meterFor(stream, analyser),
      banked: 0,
      runStart: Date.now(),
      reason: 'stopped',
    };
    live.current = session;
    let seq = 0;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) latest.current.handlers.onChunk(seq++, event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      void session.context?.close().catch(() => undefined);
      analyser.current = null;
      live.current = null;
      setElapsedMs(session.banked);
      setState('idle');
      latest.current.handlers.onEnd(session.banked, session.reason);
    };
    recorder.start(TIMESLICE_MS);
    setElapsedMs(0);
    setState('recording');
  }, []);

  const pause = useCallback(() => {
    const session = live.current;
    if (!session || session.recorder.state !== 'recording') return;
    session.recorder.pause();
    session.banked = elapsedOf(session);
    session.runStart = null;
    setElapsedMs(session.banked);
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const session = live.current;
    if (!session || session.recorder.state !== 'paused') return;
    session.recorder.resume();
    session.runStart = Date.now();
    setState('recording');
  }, []);

  // Closing the tab mid-recording asks first: what was recorded is kept, but the recording ends.
  useEffect(() => {
    if (state !== 'recording' && state !== 'paused') return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [state]);

  // Leaving the page ends the recording; its chunks are already kept by the queue.
  useEffect(() => () => stop(), [stop]);

  return {
    state,
    elapsedMs,
    analyser,
    start,
    pause,
    resume,
    stop: () => stop('stopped'),
    reset: () => setState('idle'),
  };
}

/** The level meter's source; without Web Audio the recording still works, without a meter. */
function meterFor(stream: MediaStream, target: { current: AnalyserNode | null }): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    const context = new AudioContext();
    const node = context.createAnalyser();
    node.fftSize = 512;
    context.createMediaStreamSource(stream).connect(node);
    target.current = node;
    return context;
  } catch {
    return null;
  }
}
