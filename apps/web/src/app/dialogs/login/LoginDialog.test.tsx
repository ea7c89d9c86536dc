import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useDialogs.setState({ login: false });
  useLanguage.setState({ language: 'en' });
});

const open = async () => {
  act(() => useDialogs.getState().openLogin());
  return screen.findByTestId('login-dialog');
};

describe('login dialog', () => {
  it('opens on email in English, switches modes, and starts over on the next opening', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('login-dialog').dataset.mode).toBe('6');
    expect(screen.getByText('Sign up with your email address and a password of 8-16 characters.')).toBeTruthy();

    act(() => useDialogs.getState().close('login'));
    await open();
    await waitFor(() => expect(screen.getByTestId('login-dialog').dataset.mode).toBe('2'));
  });

  it('opens on phone sign-in for zh_CN and links the Chinese documents', async () => {
    useLanguage.setState({ language: 'zh_CN' });
    renderApp('/notebook');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('1');
    expect(within(dialog).getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/legal/terms.zh_CN.html');
  });

  it('opens on signup when the address carries an invite', async () => {
    renderApp('/notebook?invite=abc');
    const dialog = await open();
    expect(dialog.dataset.mode).toBe('6');
  });
});
