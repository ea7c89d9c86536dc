import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';
import { setMobileViewport } from '@/test/setup.ts';

// Dialogs and the user menu load as their own chunks when opened; a first import in jsdom can take seconds.
const lazyChunk = { timeout: 10_000 };

const sidebar = () => document.getElementById('app-sidebar') as HTMLElement;

beforeEach(() => {
  useSettings.getState().reset();
  useAuth.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useDialogs.setState({ login: false, version: false, chatHistory: false });
});

describe('sidebar', () => {
  it('collapses and remembers it', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    expect(sidebar().dataset.collapsed).toBe('false');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().dataset.collapsed).toBe('true');
    expect(localStorage.getItem('inkstone.settings')).toContain('"isCollapse":true');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar().dataset.collapsed).toBe('false');
  });

  it('collapses itself after navigation on mobile, and not on desktop', async () => {
    setMobileViewport(true);
    const app = renderApp('/notebook');
    await pageHeading('Agent Studio');
    act(() => useSettings.getState().update('slider', { isCollapse: false }));
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Draw' }));
    await waitFor(() => expect(app.pathname()).toBe('/common/draw'));
    expect(useSettings.getState().slider.isCollapse).toBe(true);
  });

  it('stays open after navigation on desktop', async () => {
    const app = renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Write' }));
    await waitFor(() => expect(app.pathname()).toBe('/editor/write'));
    expect(useSettings.getState().slider.isCollapse).toBe(false);
  });

  it('opens the login dialog, and does nothing else, for chat actions when signed out', async () => {
    const app = renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'New chat' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(app.pathname()).toBe('/notebook');
    act(() => useDialogs.setState({ login: false }));
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Chat history' }));
    expect(useDialogs.getState()).toMatchObject({ login: true, chatHistory: false });
  });

  it('runs chat actions when signed in', async () => {
    useAuth.getState().setSession('tok');
    const app = renderApp('/notebook');
    await pageHeading('Agent Studio');
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(app.pathname()).toBe('/bot/c/-1'));
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Chat history' }));
    expect(useDialogs.getState()).toMatchObject({ login: false, chatHistory: true });
  });

  it('shows the contact icon only when the deployment has a contact address', async () => {
    renderApp('/notebook', { contactEmail: 'help@inkstone.test' });
    const link = await within(sidebar()).findByRole('link', { name: 'Email us: help@inkstone.test' });
    expect(link.getAttribute('href')).toBe('mailto:help@inkstone.test');
  });

  it('hides the contact icon without one', async () => {
    renderApp('/notebook');
    await pageHeading('Agent Studio');
    await waitFor(() => expect(within(sidebar()).queryByRole('link', { name: /Email us/ })).toBeNull());
  });
});

describe('banners and footer', () => {
  it('shows the demo banner in demo mode', async () => {
    renderApp('/notebook', { demoMode: true });
    expect(await screen.findByText(/Demo mode: no AI provider is configured/)).toBeTruthy();
  });

  it('shows the record number only on its hosts', async () => {
    renderApp('/notebook', { recordNumber: { text: 'ICP 123', hosts: [window.location.hostname] } });
    expect(await screen.findByText('ICP 123')).toBeTruthy();
  });

  it('hides the record number on other hosts', async () => {
    renderApp('/notebook', { demoMode: true, recordNumber: { text: 'ICP 123', hosts: ['inkstone.example.cn'] } });
    await screen.findByText(/Demo mode/);
    expect(screen.queryByText('ICP 123')).toBeNull();
  });
});

describe('version dialog', () => {
  it('shows v1.0 of 20240901 and its lab shortcuts navigate and close it', async () => {
    const app = renderApp('/notebook');
    await pageHeading('Agent Studio');
    act(() => useDialogs.getState().open('version'));
    const dialog = await screen.findByRole('dialog', {}, lazyChunk);
    expect(within(dialog).getByText('v1.0')).toBeTruthy();
    expect(within(dialog).getByText('20240901')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discover' }));
    await waitFor(() => expect(app.pathname()).toBe('/bot/discover'));
    expect(useDialogs.getState().version).toBe(false);
  });
});
