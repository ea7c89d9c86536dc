import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { setToaster } from '@/shared/ui/toast.ts';

type Toaster = Parameters<typeof setToaster>[0];
import { fakeNotebookServer, notebook } from '../testing/fake-notebook-server.ts';
import { renderNotebooks } from '../testing/render.tsx';

const PAGE = 'cli/notebook/v1/page';
const DEL = 'cli/notebook/v1/del';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const cards = () => screen.findAllByTestId('notebook-card');
const cardNames = async () => (await cards()).map((card) => card.getAttribute('aria-label'));

describe('notebook list', () => {
  it('explains the product to a new user and offers to create a notebook', async () => {
    fakeNotebookServer();
    renderNotebooks();
    // The first test of a file also waits for the list's chunk, then the dialog's.
    const intro = await screen.findByTestId('notebooks-intro', {}, { timeout: 5_000 });
    expect(intro.textContent).toContain('with citations');
    fireEvent.click(within(intro).getByRole('button', { name: 'Create a notebook' }));
    expect(await screen.findByRole('dialog', { name: 'New notebook' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('makes the sample notebook from the empty state and opens it', async () => {
    const server = fakeNotebookServer();
    server.on('cli/notebook/v1/sample', () => ({
      code: 200,
      data: notebook({ id: 'sample1', name: 'Welcome to Inkstone', sourceCount: 3 }),
    }));
    const { router } = renderNotebooks();
    const intro = await screen.findByTestId('notebooks-intro', {}, { timeout: 5_000 });
    fireEvent.click(within(intro).getByRole('button', { name: 'Try the sample notebook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notebook/sample1'));
    expect(server.callsTo('cli/notebook/v1/sample')).toHaveLength(1);
  });

  it('says so when the sample notebook cannot be made, and stays on the list', async () => {
    const server = fakeNotebookServer();
    server.on('cli/notebook/v1/sample', () => ({ code: 500, msg: 'boom' }));
    const shown: string[] = [];
    const record = ({ content }: { content: unknown }) => void shown.push(String(content));
    setToaster({ error: record, warning: record, success: record, info: record } as unknown as Toaster);
    const { router } = renderNotebooks();
    const intro = await screen.findByTestId('notebooks-intro', {}, { timeout: 5_000 });
    fireEvent.click(within(intro).getByRole('button', { name: 'Try the sample notebook' }));
    await waitFor(() => expect(shown).toEqual(['The sample notebook could not be made. Please try again.']));
    expect(router.state.location.pathname).toBe('/notebook');
    setToaster(null);
  });

  it('asks a visitor who is not signed in to sign in, and calls nothing', async () => {
    const server = fakeNotebookServer();
    useDialogs.setState({ login: false });
    renderNotebooks({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in to create a notebook' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('shows my notebooks in the server’s order after the create card, with emoji and source count', async () => {
    const server = fakeNotebookServer({
      mine: [notebook({ name: 'Recent', emoji: '🧠', sourceCount: 3 }), notebook({ name: 'Older', sourceCount: 1 })],
    });
    renderNotebooks();
    expect(await cardNames()).toEqual(['Recent', 'Older']);
    const [recent, older] = await cards();
    expect(recent!.textContent).toContain('🧠');
    expect(recent!.textContent).toContain('3 sources');
    expect(older!.textContent).toContain('1 source');
    expect(screen.getByRole('button', { name: 'New notebook' })).toBeTruthy();
    expect(server.callsTo(PAGE)[0]!.json).toMatchObject({ scope: 'mine', current: 1 });
  });

  it('opens a notebook when its card is followed', async () => {
    fakeNotebookServer({ mine: [notebook({ id: 'abc', name: 'Trip' })] });
    const { router } = renderNotebooks();
    fireEvent.click(await screen.findByRole('link', { name: 'Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notebook/abc'));
  });

  it('lists shared notebooks with their owner and my role, and no delete for viewers or editors', async () => {
    const server = fakeNotebookServer({
      shared: [
        notebook({ name: 'Read only', role: 'viewer', owner: { id: 2, nickname: 'Alice' } }),
        notebook({ name: 'Co-written', role: 'editor', owner: { id: 3, nickname: 'Bob' } }),
      ],
    });
    const { router } = renderNotebooks();
    await screen.findByTestId('notebooks-intro');
    fireEvent.click(screen.getByRole('tab', { name: 'Shared with me' }));
    const [viewer, editor] = await cards();
    expect(router.state.location.search).toBe('?scope=shared');
    expect(server.callsTo(PAGE).at(-1)!.json).toMatchObject({ scope: 'shared' });
    expect(viewer!.textContent).toContain('Owner: Alice');
    expect(within(viewer!).getByText('Viewer')).toBeTruthy();
    expect(within(viewer!).queryByRole('button')).toBeNull();
    expect(within(editor!).getByText('Editor')).toBeTruthy();
    fireEvent.click(within(editor!).getByRole('button', { name: 'Actions for Co-written' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New notebook' })).toBeNull();
  });

  it('says so when nothing is shared yet', async () => {
    fakeNotebookServer();
    renderNotebooks({ path: '/notebook?scope=shared' });
    expect(await screen.findByText(/No one has shared a notebook with you yet/)).toBeTruthy();
  });

  it('shows a failed list with a retry that asks again', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ name: 'Back again' })] });
    let fail = true;
    server.on(PAGE, () => (fail ? { code: 500, msg: 'Service busy' } : { code: 200, data: pageOf('Back again') }));
    renderNotebooks();
    expect(await screen.findByText('The notebooks could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Service busy')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toEqual(['Back again']);
  });

  it('deletes after a confirm that says the sources and chats go too', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ id: 'x1', name: 'Old' }), notebook({ name: 'Keep' })] });
    renderNotebooks();
    const [old] = await cards();
    fireEvent.click(within(old!).getByRole('button', { name: 'Actions for Old' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Old”?' });
    expect(confirm.textContent).toContain('Its sources and chats are deleted with it');
    expect(server.callsTo(DEL)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.callsTo(DEL)).toHaveLength(1));
    expect(server.callsTo(DEL)[0]!.json).toEqual({ id: 'x1' });
    await waitFor(async () => expect(await cardNames()).toEqual(['Keep']));
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    fakeNotebookServer({ shared: [notebook({ name: '读书会', role: 'viewer', owner: { id: 2, nickname: '小明' } })] });
    renderNotebooks({ path: '/notebook?scope=shared' });
    const [card] = await cards();
    expect(card!.textContent).toContain('所有者：小明');
    expect(card!.textContent).toContain('查看者');
    expect(screen.getByRole('tab', { name: '我的笔记本' })).toBeTruthy();
  });
});

function pageOf(name: string) {
  return { records: [notebook({ name })], total: 1, current: 1, size: 24, pages: 1 };
}
