import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/client.ts';
import { appEvents } from '../session/events.ts';
import { useAuth } from '../stores/auth.ts';
import { setToaster } from '../ui/toast.ts';
import { startAnalytics } from './tracker.ts';

const fetchMock = vi.fn<typeof fetch>();
const beacon = vi.fn<(url: string, data: Blob) => boolean>();
const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
let stop: () => void;

const event = (code: 'network' | 'timeout' = 'network') =>
  ({ name: 'network_error', code, route: 'cli/chatgpt/v1/getStatistics' }) as const;
const trackCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/cli/analytics/v1/track');
const sentEvents = (index: number) => JSON.parse(String(trackCalls()[index]![1]!.body)).events as unknown[];
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  fetchMock.mockResolvedValue(new Response('{"code":200,"msg":"ok","data":{"accepted":1}}'));
  beacon.mockReturnValue(true);
  setToaster(toaster);
  useAuth.getState().clear();
  stop = startAnalytics();
});
afterEach(() => {
  stop();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  beacon.mockReset();
  setToaster(null);
});

describe('the analytics tracker', () => {
  it('gathers events for five seconds and sends them in one call, with the sign-in token', async () => {
    useAuth.setState({ token: 'tok-1' });
    appEvents.emit('clientError', event());
    appEvents.emit('clientError', event('timeout'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(trackCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(trackCalls()).toHaveLength(1);
    expect(sentEvents(0)).toEqual([event(), event('timeout')]);
    const init = trackCalls()[0]![1]!;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-1');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends at once when a call is full (20 events), and no more than 60 events a minute', async () => {
    for (let i = 0; i < 100; i += 1) appEvents.emit('clientError', event());
    expect(trackCalls().map((_, index) => sentEvents(index).length)).toEqual([20, 20, 20]);
    await vi.advanceTimersByTimeAsync(60_000);
    appEvents.emit('clientError', event('timeout'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sentEvents(3)).toEqual([event('timeout')]);
  });

  it('sends what is held by sendBeacon when the page is hidden', () => {
    appEvents.emit('clientError', event());
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/cli/analytics/v1/track');
    expect(blob.type).toBe('application/json');
    expect(trackCalls()).toHaveLength(0);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    beacon.mockReturnValue(false);
    appEvents.emit('clientError', event());
    hide();
    expect(trackCalls()).toHaveLength(1);
  });

  it('reports a call that got no answer, without a toast of its own; refusals are left to the server', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/track')) throw new TypeError('offline');
      if (String(url).endsWith('refuse')) return new Response('{"code":400,"msg":"no"}', { status: 400 });
      throw new TypeError('Failed to fetch');
    });
    await expect(request('cli/mj/v1/page')).rejects.toMatchObject({ kind: 'network' });
    await expect(request('cli/mj/v1/refuse')).rejects.toMatchObject({ kind: 'envelope' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(trackCalls()).toHaveLength(1);
    expect(sentEvents(0)).toEqual([{ name: 'network_error', code: 'network', route: 'cli/mj/v1/page' }]);
    // The network error's toast and the refusal's toast only: the failed report shows nothing.
    expect(toaster.error).toHaveBeenCalledTimes(2);
  });
});
