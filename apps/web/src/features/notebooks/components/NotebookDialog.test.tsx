import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { fakeNotebookServer, notebook } from '../testing/fake-notebook-server.ts';
import { renderNotebooks } from '../testing/render.tsx';

const CREATE = 'cli/notebook/v1/create';
const UPDATE = 'cli/notebook/v1/update';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

async function openCreate() {
  // The first test of a file also waits for the list's chunk, then the dialog's.
  const create = /^(New notebook|Create a notebook|新建笔记本|创建笔记本)$/;
  fireEvent.click(await screen.findByRole('button', { name: create }, { timeout: 5_000 }));
  return screen.findByRole('dialog', {}, { timeout: 5_000 });
}
const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^(Name|名称)$/);
const emojiField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^(Emoji \(optional\)|表情（可选）)$/);
const submit = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('create and edit dialog', () => {
  it('refuses a blank name with the SPEC message and sends nothing', async () => {
    const server = fakeNotebookServer();
    renderNotebooks();
    const dialog = await openCreate();
    fireEvent.change(nameField(dialog), { target: { value: '   ' } });
    expect(await within(dialog).findByText('Value is required')).toBeTruthy();
    expect(submit(dialog, 'Create').disabled).toBe(true);
    fireEvent.submit(submit(dialog, 'Create').closest('form')!);
    await settle();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('refuses a name over 100 characters, in Chinese for a Chinese reader', async () => {
    await i18next.changeLanguage('zh_CN');
    const server = fakeNotebookServer();
    renderNotebooks();
    const dialog = await openCreate();
    fireEvent.change(nameField(dialog), { target: { value: '笔'.repeat(101) } });
    expect(await within(dialog).findByText('名称不能超过 100 个字符')).toBeTruthy();
    expect(submit(dialog, /^创\s?建$/).disabled).toBe(true);
    fireEvent.change(nameField(dialog), { target: { value: '笔'.repeat(100) } });
    await waitFor(() => expect(submit(dialog, /^创\s?建$/).disabled).toBe(false));
    await settle();
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('creates with the trimmed name and a picked emoji; the new notebook comes first', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ name: 'Existing' })] });
    renderNotebooks();
    await screen.findAllByTestId('notebook-card');
    const dialog = await openCreate();
    fireEvent.change(nameField(dialog), { target: { value: '  量子力学 notes ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 🔬' }));
    await waitFor(() => expect(submit(dialog, 'Create').disabled).toBe(false));
    fireEvent.click(submit(dialog, 'Create'));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]!.json).toEqual({ name: '量子力学 notes', emoji: '🔬' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = (await screen.findAllByTestId('notebook-card')).map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['量子力学 notes', 'Existing']);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const server = fakeNotebookServer();
    server.on(CREATE, () => ({ code: 400, msg: 'The name must not exceed 100 characters' }));
    renderNotebooks();
    const dialog = await openCreate();
    fireEvent.change(nameField(dialog), { target: { value: 'Fine here' } });
    await waitFor(() => expect(submit(dialog, 'Create').disabled).toBe(false));
    fireEvent.click(submit(dialog, 'Create'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('must not exceed 100');
  });

  it('renames from the card menu and changes the emoji (an empty emoji removes it)', async () => {
    const server = fakeNotebookServer({ mine: [notebook({ id: 'n1', name: 'Draft', emoji: '📚' })] });
    renderNotebooks();
    const [card] = await screen.findAllByTestId('notebook-card');
    fireEvent.click(within(card!).getByRole('button', { name: 'Actions for Draft' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit notebook' });
    expect((nameField(dialog) as HTMLInputElement).value).toBe('Draft');
    fireEvent.change(nameField(dialog), { target: { value: 'Final' } });
    await waitFor(() => expect(submit(dialog, 'Save').disabled).toBe(false));
    fireEvent.click(submit(dialog, 'Save'));
    await waitFor(() => expect(server.callsTo(UPDATE)).toHaveLength(1));
    expect(server.callsTo(UPDATE)[0]!.json).toEqual({ id: 'n1', name: 'Final', emoji: '📚' });
    expect(await screen.findByRole('link', { name: 'Final' })).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Final' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change emoji' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit notebook' });
    fireEvent.change(emojiField(dialog), { target: { value: '' } });
    await waitFor(() => expect(submit(dialog, 'Save').disabled).toBe(false));
    fireEvent.click(submit(dialog, 'Save'));
    await waitFor(() => expect(server.callsTo(UPDATE)).toHaveLength(2));
    expect(server.callsTo(UPDATE)[1]!.json).toEqual({ id: 'n1', name: 'Final', emoji: null });
  });
});
