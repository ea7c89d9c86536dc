/**
 * Fires once when `reset` has not been called for `ms`. Used to cut an upstream that
 * stopped sending (SPEC.md §4 gives the client 120 s of silence; the server gives up on
 * its upstream no later, so the client hears why instead of just timing out).
 */
export function watchdog(ms: number, onStall: () => void): { reset(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(onStall, ms);
  };
  arm();
  return { reset: arm, stop: () => clearTimeout(timer) };
}
