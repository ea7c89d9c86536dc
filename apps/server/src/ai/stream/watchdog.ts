/**
 * Fires once when `reset` has not been called for `ms` (time between `stop` and the next
 * `reset` does not count). Used to cut an upstream that stopped sending (SPEC.md §4 gives the
 * client 120 s of silence; the server gives up on its upstream no later, so the client hears
 * why instead of just timing out).
 *
 * One timer per stream, re-armed with `refresh()`: `reset` and `stop` run for every part of
 * every stream, and a new timer each time was an allocation per token.
 */
export function watchdog(ms: number, onStall: () => void): { reset(): void; stop(): void; end(): void } {
  let paused = false;
  let fired = false;
  const timer = setTimeout(() => {
    // Stopped (the consumer holds the part): not silence; the next reset re-arms it.
    if (paused) return;
    fired = true;
    onStall();
  }, ms);
  return {
    reset: () => {
      if (fired) return;
      paused = false;
      timer.refresh();
    },
    stop: () => {
      paused = true;
    },
    /** The stream is over: the timer goes, so it holds neither memory nor the event loop. */
    end: () => {
      fired = true;
      clearTimeout(timer);
    },
  };
}
