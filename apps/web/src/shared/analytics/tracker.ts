import type { WebEvent } from '@inkstone/contract/analytics';
import { API_BASE } from '@inkstone/contract/envelope';
import { commonHeaders } from '../api/headers.ts';
import { appEvents } from '../session/events.ts';

/** Mirrors the contract's limit (AnalyticsLimits.eventsPerCall) without loading its schemas at start. */
const PER_CALL = 20;
/** Events a minute at most: a device offline for long fails every call, and that needs telling only so often. */
const PER_MINUTE = 60;
const SEND_AFTER_MS = 5000;
const TRACK_URL = `${API_BASE}/cli/analytics/v1/track`;

let held: WebEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = { start: 0, count: 0 };

/**
 * SPEC §8's error events from the web: calls that got no answer and broken streams (the server
 * records the refusals it sends). Events gather for a few seconds and go in one call; when the
 * page is hidden (closed, switched away) what is held goes at once by `sendBeacon`, which the
 * browser delivers after the page is gone. Nothing here waits, retries or shows a toast: a
 * report that fails is dropped.
 */
export function startAnalytics(): () => void {
  const onEvent = (event: WebEvent) => hold(event);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  appEvents.on('clientError', onEvent);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onHide);
  return () => {
    appEvents.off('clientError', onEvent);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onHide);
    clearTimeout(timer);
    timer = undefined;
    held = [];
    minute = { start: 0, count: 0 };
  };
}

function hold(event: WebEvent) {
  const now = Date.now();
  if (now - minute.start >= 60_000) minute = { start: now, count: 0 };
  if (++minute.count > PER_MINUTE) return;
  held.push(event);
  if (held.length >= PER_CALL) flush(false);
  else timer ??= setTimeout(() => flush(false), SEND_AFTER_MS);
}

function flush(hiding: boolean) {
  clearTimeout(timer);
  timer = undefined;
  while (held.length) send(held.splice(0, PER_CALL), hiding);
}

function send(events: WebEvent[], hiding: boolean) {
  const body = JSON.stringify({ events });
  try {
    // A beacon carries no Authorization header, so what goes while hiding is counted as a guest's.
    if (hiding && navigator.sendBeacon?.(TRACK_URL, new Blob([body], { type: 'application/json' }))) return;
    void fetch(TRACK_URL, {
      method: 'POST',
      headers: { ...commonHeaders(), 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}
