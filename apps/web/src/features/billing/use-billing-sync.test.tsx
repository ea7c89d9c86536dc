import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '@/shared/session/events.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { fakeBillingServer } from './testing/fake-billing-server.ts';
import { renderBilling } from './testing/render.tsx';
import { useBillingSync } from './use-billing-sync.ts';

function Probe() {
  useBillingSync();
  return null;
}
const toaster = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const refreshedWith = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.some(([filters]) => JSON.stringify(filters) === '{"queryKey":["billing","mine"]}');

beforeEach(() => {
  useAuth.getState().setSession('tok');
  setToaster(toaster);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToaster(null);
  for (const fn of Object.values(toaster)) fn.mockReset();
  useAuth.getState().clear();
});

describe('billing sync', () => {
  it('back from the checkout (?paid=1): refreshes, thanks the user and drops the parameter', async () => {
    fakeBillingServer();
    const posted: unknown[] = [];
    const channel = new BroadcastChannel('inkstone.billing');
    channel.onmessage = (event) => posted.push(event.data);
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { router } = renderBilling(<Probe />, { path: '/notebook?paid=1&x=2' });
    await waitFor(() => expect(router.state.location.search).toBe('?x=2'));
    expect(router.state.location.pathname).toBe('/notebook');
    expect(toaster.success).toHaveBeenCalledOnce();
    expect(toaster.success.mock.calls[0]?.[0]).toMatchObject({ content: 'Payment received. Your plan is up to date.' });
    await waitFor(() => expect(posted).toEqual(['paid']));
    channel.close();
    // Handled once, not again on the renders that follow.
    expect(
      invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters) === '{"queryKey":["billing","mine"]}'),
    ).toHaveLength(1);
    invalidate.mockRestore();
  });

  it('waits for the home redirect before acting on ?paid=', async () => {
    fakeBillingServer();
    const { router } = renderBilling(<Probe />, { path: '/?paid=1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.search).toBe('?paid=1');
    expect(toaster.success).not.toHaveBeenCalled();
  });

  it('refreshes on focus, on another tab’s payment, and when a feature reports usage', async () => {
    fakeBillingServer();
    const { client } = renderBilling(<Probe />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(refreshedWith(invalidate)).toBe(true);

    invalidate.mockClear();
    const other = new BroadcastChannel('inkstone.billing');
    other.postMessage('paid');
    other.close();
    await waitFor(() => expect(refreshedWith(invalidate)).toBe(true));

    invalidate.mockClear();
    act(() => appEvents.emit('usageChanged'));
    expect(refreshedWith(invalidate)).toBe(true);
  });
});
