import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { bot, fakeBotsServer } from './testing/fake-bots-server.ts';
import { renderBots } from './testing/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const cards = () => screen.findAllByTestId('my-bot-card', {}, { timeout: 10_000 });

describe('My bots', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    const server = fakeBotsServer();
    useDialogs.setState({ login: false });
    renderBots('/bot/mybot', { signedIn: false });
    const intro = await screen.findByTestId('bots-sign-in', {}, { timeout: 10_000 });
    fireEvent.click(within(intro).getByRole('button', { name: 'Sign in' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('lists my bots and the added ones apart, each with its own actions', async () => {
    fakeBotsServer({
      mine: [bot({ name: 'Mine', isOwner: true, isPublic: false }), bot({ name: 'Added', isBound: true })],
    });
    const view = renderBots('/bot/mybot');
    const [mine] = await cards();
    expect(mine!.getAttribute('aria-label')).toBe('Mine');
    for (const name of ['Chat', 'Edit', 'Delete']) expect(within(mine!).getByRole('button', { name })).toBeTruthy();
    expect(within(mine!).getByRole('switch', { name: 'Public: shown in Discover' }).getAttribute('aria-checked')).toBe(
      'false',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Added' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?scope=bound'));
    const added = await screen.findByRole('article', { name: 'Added' });
    expect(added.textContent).toContain('By Someone');
    expect(within(added).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(added).queryByRole('switch')).toBeNull();
    fireEvent.click(within(added).getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(view.pathname()).toMatch(/^\/bot\/c\/bot\d+$/));
  });

  it('publishes a bot of mine with the switch', async () => {
    const server = fakeBotsServer({ mine: [bot({ name: 'Mine', isOwner: true, isPublic: false })] });
    renderBots('/bot/mybot');
    const [mine] = await cards();
    fireEvent.click(within(mine!).getByRole('switch'));
    await waitFor(() => expect(server.callsTo('cli/chat/bot/v1/setPublic')).toHaveLength(1));
    expect(server.callsTo('cli/chat/bot/v1/setPublic')[0]!.json).toEqual({
      tableId: server.state.mine[0]!.tableId,
      isPublic: true,
    });
    await waitFor(() => expect(within(mine!).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
  });

  it('deletes a bot of mine only after the confirmation', async () => {
    const server = fakeBotsServer({ mine: [bot({ name: 'Mine', isOwner: true })] });
    renderBots('/bot/mybot');
    const [mine] = await cards();
    fireEvent.click(within(mine!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete “Mine”?');
    expect(server.callsTo('cli/chat/bot/v1/del')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo('cli/chat/bot/v1/del')).toHaveLength(1));
    expect(await screen.findByText(/You have not created a bot yet/)).toBeTruthy();
  });

  it('removes an added bot after the confirmation', async () => {
    const server = fakeBotsServer({ mine: [bot({ name: 'Added', isBound: true })] });
    renderBots('/bot/mybot?scope=bound');
    const added = await screen.findByRole('article', { name: 'Added' }, { timeout: 10_000 });
    fireEvent.click(within(added).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.callsTo('cli/chat/bot/v1/unbind')).toHaveLength(1));
    expect(await screen.findByText('Bots you add from Discover appear here.')).toBeTruthy();
  });
});
