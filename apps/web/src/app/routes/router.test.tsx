import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLastRoute } from '@/shared/stores/last-route.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { pageHeading, renderApp } from '@/test/render-app.tsx';

// Dialogs and the user menu load as their own chunks when opened; a first import in jsdom can take seconds.
const lazyChunk = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  useLastRoute.setState({ path: null });
  useDialogs.setState({ login: false });
});

describe('routes (SPEC §2)', () => {
  it('sends / to /notebook on a first visit', async () => {
    const app = renderApp('/');
    expect(await pageHeading('Agent Studio')).toBeTruthy();
    expect(app.pathname()).toBe('/notebook');
  });

  it('sends / to the last visited route', async () => {
    useLastRoute.setState({ path: '/editor/write' });
    const app = renderApp('/');
    expect(await pageHeading('AI Writing')).toBeTruthy();
    expect(app.pathname()).toBe('/editor/write');
  });

  it('sends /index to the default assistant chat', async () => {
    const app = renderApp('/index');
    await waitFor(() => expect(app.pathname()).toBe('/bot/c/-1'));
  });

  it('sends unknown paths to /error, whose button goes home', async () => {
    const app = renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(app.pathname()).toBe('/error');
    fireEvent.click(screen.getByRole('button', { name: 'Back to homepage' }));
    await waitFor(() => expect(app.pathname()).toBe('/notebook'));
    expect(await pageHeading('Agent Studio')).toBeTruthy();
  });

  it('walls off a login-needed route and opens the login dialog', async () => {
    const app = renderApp('/bot/create');
    expect(await screen.findByText('Please log in first')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create a bot' })).toBeNull();
    expect(useDialogs.getState().login).toBe(true);
    expect(await screen.findByTestId('login-dialog', {}, lazyChunk)).toBeTruthy();
    expect(app.pathname()).toBe('/bot/create');
  });

  it('keeps a kept-alive page mounted, with its state, while another page shows', async () => {
    const app = renderApp('/common/draw');
    const heading = await pageHeading('Draw');
    fireEvent.click(screen.getByText('Prompt parameters'));
    expect(await screen.findByText('Make the image tile seamlessly.')).toBeTruthy();

    await act(() => app.router.navigate('/notebook'));
    expect(await pageHeading('Agent Studio')).toBeTruthy();
    expect(heading.isConnected).toBe(true);

    await act(() => app.router.navigate('/common/draw'));
    expect(await pageHeading('Draw')).toBe(heading);
    expect(screen.getByText('Make the image tile seamlessly.')).toBeTruthy();
  });

  it('does not keep ordinary pages', async () => {
    const app = renderApp('/notebook');
    const heading = await pageHeading('Agent Studio');
    await act(() => app.router.navigate('/bot/discover'));
    expect(await pageHeading('Discover')).toBeTruthy();
    expect(heading.isConnected).toBe(false);
  });
});
