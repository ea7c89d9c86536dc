import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { fakeNotebookServer, notebook } from '../testing/fake-notebook-server.ts';
import { renderNotebooks } from '../testing/render.tsx';

const INVITE = 'cli/notebook/share/v1/invite';
const REVOKE = 'cli/notebook/share/v1/revoke';
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

async function openShare(name = 'Trip') {
  const menu = new RegExp(`^(Actions for ${name}|“${name}”的操作)$`);
  // The first test of a file also waits for the list's own chunk.
  fireEvent.click(await screen.findByRole('button', { name: menu }, { timeout: 5_000 }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /^(Share|共享)$/ }));
  return screen.findByRole('dialog', {}, { timeout: 5_000 });
}
const inviteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Invite|邀\s?请)$/ }) as HTMLButtonElement;

describe('share dialog', () => {
  it('lists who has access, with a name once they joined', async () => {
    fakeNotebookServer({
      mine: [notebook({ id: 'n1', name: 'Trip' })],
      members: [
        { email: 'ann@example.com', role: 'editor', nickname: 'Ann', invitedAt: '2026-01-01T00:00:00.000Z' },
        { email: 'new@example.com', role: 'viewer', nickname: null, invitedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    renderNotebooks();
    const dialog = await openShare();
    const [ann, newcomer] = await within(dialog).findAllByTestId('notebook-member');
    expect(ann!.textContent).toContain('Ann');
    expect(ann!.textContent).toContain('Editor');
    expect(newcomer!.textContent).toContain('Not joined yet');
    expect(newcomer!.textContent).toContain('new@example.com');
    expect(newcomer!.textContent).toContain('Viewer');
  });

  it('refuses an invalid address with the contract’s words and sends nothing', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ name: 'Trip' })] });
    renderNotebooks();
    const dialog = await openShare();
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(inviteButton(dialog).disabled).toBe(true);
    fireEvent.submit(inviteButton(dialog).closest('form')!);
    await settle();
    expect(server.callsTo(INVITE)).toHaveLength(0);
  });

  it('invites as editor, shows the newcomer, and shows a refusal as the server words it', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ id: 'n1', name: 'Trip' })] });
    renderNotebooks();
    const dialog = await openShare();
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: ' Bob@Example.com ' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByTitle('Editor'));
    await waitFor(() => expect(inviteButton(dialog).disabled).toBe(false));
    fireEvent.click(inviteButton(dialog));
    await waitFor(() => expect(server.callsTo(INVITE)).toHaveLength(1));
    expect(server.callsTo(INVITE)[0]!.json).toEqual({ notebookId: 'n1', email: 'bob@example.com', role: 'editor' });
    const [member] = await within(dialog).findAllByTestId('notebook-member');
    expect(member!.textContent).toContain('bob@example.com');

    server.on(INVITE, () => ({ code: 400, msg: 'You cannot share a notebook with yourself' }));
    fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: 'me@example.com' } });
    await waitFor(() => expect(inviteButton(dialog).disabled).toBe(false));
    fireEvent.click(inviteButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You cannot share a notebook with yourself',
    );
  });

  it('takes access back after a confirm', async () => {
    const server = fakeNotebookServer({
      mine: [notebook({ id: 'n1', name: 'Trip' })],
      members: [{ email: 'ann@example.com', role: 'viewer', nickname: 'Ann', invitedAt: '2026-01-01T00:00:00.000Z' }],
    });
    renderNotebooks();
    const dialog = await openShare();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Remove access for ann@example.com' }));
    // In jsdom antd labels every dialog by the same test id, so the confirm is found by its words.
    const confirm = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((element) => element.textContent?.includes('no longer see'));
      expect(found?.textContent).toContain('Remove access for ann@example.com?');
      return found!;
    });
    expect(server.callsTo(REVOKE)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(server.callsTo(REVOKE)).toHaveLength(1));
    expect(server.callsTo(REVOKE)[0]!.json).toEqual({ notebookId: 'n1', email: 'ann@example.com' });
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    fakeNotebookServer({
      mine: [notebook({ name: 'Trip' })],
      members: [{ email: 'x@example.com', role: 'viewer', nickname: null, invitedAt: '2026-01-01T00:00:00.000Z' }],
    });
    renderNotebooks();
    const dialog = await openShare();
    expect(await within(dialog).findByText('尚未加入')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('邮箱地址'), { target: { value: 'bad' } });
    expect(await within(dialog).findByText('请输入有效的邮箱地址')).toBeTruthy();
  });
});
