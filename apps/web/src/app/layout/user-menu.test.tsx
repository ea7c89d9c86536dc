import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '@/shared/session/events.ts';
import { useAuth, type UserInfo } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';

// Dialogs and the user menu load as their own chunks when opened; a first import in jsdom can take seconds.
const lazyChunk = { timeout: 10_000 };

const ada = { nickname: 'Ada', avatar: '', cliUserId: 'u1', tableId: 1 } as UserInfo;
const openMenu = async () => {
  fireEvent.click(
    within(document.getElementById('app-sidebar') as HTMLElement).getByRole('button', { name: 'Account menu' }),
  );
  return screen.findByRole('menu', {}, lazyChunk);
};

beforeEach(() => {
  useSettings.getState().reset();
  useAuth.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useLanguage.setState({ language: 'en' });
  useDialogs.setState({ login: false, settings: null });
});

describe('user menu', () => {
  it('offers sign-in and preferences when signed out', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign in' }));
    expect(useDialogs.getState().login).toBe(true);
  });

  it('shows the nickname when signed in, and signing out clears the session', async () => {
    useAuth.getState().setSession('tok', ada);
    const onLogout = vi.fn();
    appEvents.on('logout', onLogout);
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    expect(screen.getByText('Ada')).toBeTruthy();
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign in' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(useAuth.getState()).toMatchObject({ token: null, user: null });
    expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('Guest')).toBeTruthy());
    appEvents.off('logout', onLogout);
  });

  it('opens settings on Personalization for a signed-in user without custom instructions', async () => {
    useAuth.getState().setSession('tok', ada);
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(useDialogs.getState().settings).toBe('personalization'));
  });

  it('opens settings on Profile when the server holds custom instructions, even on a fresh browser', async () => {
    useAuth.getState().setSession('tok', ada);
    expect(useSettings.getState().config.setCustomInstrunctions).toBe(false);
    renderApp('/notebook');
    const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
    const config = { edition: 'global', demoMode: false, version: '1.0.0', recordNumber: null, contactEmail: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('getUserSetting') ? answer({ useCustomer: true, customer: 'Answer briefly.' }) : answer(config),
      ),
    );
    await pageHeading('Agent Studio');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(useDialogs.getState().settings).toBe('profile'));
    expect(useSettings.getState().config.setCustomInstrunctions).toBe(true);
  });

  it('toggles dark mode and persists it', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Dark mode' }));
    expect(useSettings.getState().header.isDark).toBe(true);
    expect(localStorage.getItem('inkstone.settings')).toContain('"isDark":true');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('emits restore-selection when the settings dialog closes', async () => {
    const onRestore = vi.fn();
    appEvents.on('restoreSelection', onRestore);
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    act(() => useDialogs.getState().openSettings('general'));
    const dialog = await screen.findByRole('dialog', {}, lazyChunk);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onRestore).toHaveBeenCalledOnce();
    expect(useDialogs.getState().settings).toBeNull();
    appEvents.off('restoreSelection', onRestore);
  });
});
