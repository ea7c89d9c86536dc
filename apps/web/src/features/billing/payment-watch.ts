import type { QueryClient } from '@tanstack/react-query';
import { refreshMyPlans } from './api/keys.ts';

const EVERY_MS = 5_000;
const FOR_MS = 15 * 60_000;

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * After a checkout opens in another tab, count again every few seconds for a while. Focus and
 * visibility events cover a user who switches back, but not one who pays in a window beside
 * this one, which never loses visibility or gets a focus event of its own.
 */
export function watchForPayment(client: QueryClient, now: () => number = Date.now): void {
  stopWatchingForPayment();
  const until = now() + FOR_MS;
  timer = setInterval(() => {
    if (now() > until) return stopWatchingForPayment();
    void refreshMyPlans(client);
  }, EVERY_MS);
}

/** The payment was seen (the checkout tab came back), or the session ended. */
export function stopWatchingForPayment(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
