import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBillingServer, freeCount } from '@/features/billing/testing/fake-billing-server.ts';
import { useAuth, type UserInfo } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';

// Dialogs and the user menu load as their own chunks when opened; a first import in jsdom can take seconds.
const lazyChunk = { timeout: 10_000 };

const ada = { nickname: 'Ada', avatar: '', cliUserId: 'u1', tableId: 1, isChatgptVip: false } as UserInfo;
const sidebar = () => within(document.getElementById('app-sidebar') as HTMLElement);

beforeEach(() => {
  useSettings.getState().reset();
  useAuth.getState().setSession('tok', ada);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
  useDialogs.setState({ login: false, settings: null, coupon: false, plans: null });
});

describe('plans in the app shell', () => {
  it('the sidebar slots hold the meter and the upgrade button, which opens the plan panel', async () => {
    renderApp('/notebook');
    fakeBillingServer({ count: freeCount({ dailyCount: 2 }) });
    await pageHeading('Agent Studio');
    act(() => useSettings.getState().update('slider', { isCollapse: false }));
    // The slot fills once the shell's own chunk has rendered it: under load, a moment after the heading.
    fireEvent.click(await sidebar().findByRole('button', { name: 'Purchase' }, lazyChunk));
    const panel = await screen.findByRole('dialog', { name: 'Plans' }, lazyChunk);
    expect(await within(panel).findByTestId('plan-card-qa')).toBeTruthy();
  });

  it('the user menu opens the coupon dialog', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(sidebar().getByRole('button', { name: 'Account menu' }));
    fireEvent.click(
      within(await screen.findByRole('menu', {}, lazyChunk)).getByRole('menuitem', { name: 'Redeem a coupon' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Redeem a coupon' }, lazyChunk)).toBeTruthy();
  });

  it('the settings Plan tab shows both plans to a signed-in user', async () => {
    renderApp('/notebook');
    fakeBillingServer();
    await pageHeading('Agent Studio');
    act(() => useDialogs.getState().openSettings('plan'));
    const settings = await screen.findByRole('dialog', { name: 'Settings' }, lazyChunk);
    await waitFor(() => expect(within(settings).getByTestId('plan-card-drawing')).toBeTruthy());
    expect(within(settings).getByTestId('plan-card-qa')).toBeTruthy();
  });

  it('signed out, the Plan tab asks for a sign-in', async () => {
    useAuth.getState().clear();
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    act(() => useDialogs.getState().openSettings('plan'));
    const settings = await screen.findByRole('dialog', { name: 'Settings' }, lazyChunk);
    expect(within(settings).getByText('Sign in to see this tab.')).toBeTruthy();
    expect(within(settings).queryByTestId('plan-overview')).toBeNull();
  });
});
