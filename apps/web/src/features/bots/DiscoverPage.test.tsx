import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { bot, fakeBotsServer } from './testing/fake-bots-server.ts';
import { renderBots } from './testing/render.tsx';

const PAGE = 'cli/chat/bot/v1/page';
const BIND = 'cli/chat/bot/v1/bind';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const cardNames = async () =>
  (await screen.findAllByTestId('bot-card', {}, { timeout: 10_000 })).map((card) => card.getAttribute('aria-label'));

const discover = () => [
  bot({ name: 'Translator', category: 'translation', categoryName: 'Translation', uses: 12, isOfficial: true }),
  bot({ name: 'Essay coach', description: 'Feedback on drafts', uses: 3, tags: [{ id: 't1', name: 'Productivity' }] }),
  bot({ name: 'Mine', isOwner: true }),
];

describe('Discover', () => {
  it('shows public bots with avatar, name, description, category and uses', async () => {
    fakeBotsServer({ discover: discover() });
    renderBots('/bot/discover');
    expect(await cardNames()).toEqual(['Translator', 'Essay coach', 'Mine']);
    const translator = screen.getByRole('article', { name: 'Translator' });
    expect(translator.textContent).toContain('Official');
    expect(translator.textContent).toContain('12 uses');
    expect(screen.getByRole('article', { name: 'Essay coach' }).textContent).toContain('Feedback on drafts');
    // The reader's own bot has nothing to add.
    expect(
      within(screen.getByRole('article', { name: 'Mine' })).queryByRole('button', { name: 'Add to my bots' }),
    ).toBeNull();
  });

  it('filters by category, tag, name and order, each as the page call’s fields', async () => {
    const server = fakeBotsServer({ discover: discover() });
    const view = renderBots('/bot/discover');
    await cardNames();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Translation' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Translator']));
    expect(server.callsTo(PAGE).at(-1)!.json).toMatchObject({ category: 'translation', sort: 'newest', current: 1 });
    expect(view.router.state.location.search).toBe('?category=translation');

    fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Productivity' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Essay coach']));
    expect(server.callsTo(PAGE).at(-1)!.json).toMatchObject({ tag: 't1' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Productivity' }));
    fireEvent.click(screen.getByText('Most used'));
    await waitFor(() => expect(server.callsTo(PAGE).at(-1)!.json).toMatchObject({ sort: 'mostUsed' }));

    const search = screen.getByRole('searchbox', { name: 'Search bots by name' });
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No bot matches these filters.')).toBeTruthy();
    expect(server.callsTo(PAGE).at(-1)!.json).toMatchObject({ keyword: 'nothing like it' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await cardNames()).toHaveLength(3));
  });

  it('adds a bot to My bots, which then reads as added', async () => {
    const server = fakeBotsServer({ discover: discover() });
    renderBots('/bot/discover');
    await cardNames();
    const card = screen.getByRole('article', { name: 'Essay coach' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to my bots' }));
    await waitFor(() => expect(server.callsTo(BIND)).toHaveLength(1));
    expect(server.callsTo(BIND)[0]!.json).toEqual({ tableId: server.state.discover[1]!.tableId });
    expect(await within(card).findByRole('button', { name: 'In my bots' })).toBeTruthy();
  });

  it('opens the sign-in dialog for a visitor’s chat or add, and nothing else happens', async () => {
    const server = fakeBotsServer({ discover: discover() });
    useDialogs.setState({ login: false });
    const view = renderBots('/bot/discover', { signedIn: false });
    await cardNames();
    const card = screen.getByRole('article', { name: 'Translator' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to my bots' }));
    expect(useDialogs.getState().login).toBe(true);
    useDialogs.setState({ login: false });
    fireEvent.click(within(card).getByRole('button', { name: 'Chat' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(view.pathname()).toBe('/bot/discover');
    expect(server.callsTo(BIND)).toHaveLength(0);
  });

  it('says so when there is no public bot, in Chinese too', async () => {
    fakeBotsServer();
    await i18next.changeLanguage('zh_CN');
    renderBots('/bot/discover');
    expect(await screen.findByText('还没有符合条件的公开机器人。', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '发现' })).toBeTruthy();
  });
});
