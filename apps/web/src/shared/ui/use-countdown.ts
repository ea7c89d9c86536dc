import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `end`, ticking once a second; `start(n)` begins a new countdown. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [end, setEnd] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  const running = end > now;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((next: number) => {
    const at = Date.now();
    setNow(at);
    setEnd(at + next * 1000);
  }, []);

  return { seconds, start };
}
