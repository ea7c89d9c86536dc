import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { bot, fakeBotsServer } from '../testing/fake-bots-server.ts';
import { renderBots } from '../testing/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const CREATE = 'cli/chat/bot/v1/create';
// Field checks run after antd's debounce; a busy machine needs more than the default second.
const wait = { timeout: 5_000 };
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the bot configuration form', () => {
  it('refuses a long name and a blank prompt in SPEC’s words, keeps Create disabled and sends nothing', async () => {
    const server = fakeBotsServer();
    renderBots('/bot/create');
    await screen.findByRole('heading', { name: 'Create a bot' }, { timeout: 10_000 });
    type('Name', 'x'.repeat(101));
    expect(await screen.findByText('The name must not exceed 100 characters', {}, wait)).toBeTruthy();
    type('Prompt', '   ');
    expect(await screen.findByText('please fill in', {}, wait)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(create);
    expect(server.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows the same refusals in Chinese', async () => {
    fakeBotsServer();
    await i18next.changeLanguage('zh_CN');
    renderBots('/bot/create');
    await screen.findByRole('heading', { name: '创建机器人' }, { timeout: 10_000 });
    type('名称', 'x'.repeat(101));
    expect(await screen.findByText('名称不能超过 100 个字符', {}, wait)).toBeTruthy();
    type('提示词', ' ');
    expect(await screen.findByText('请填写内容', {}, wait)).toBeTruthy();
    type('知识评分', '');
    fireEvent.blur(field('知识评分'));
    expect(await screen.findByText('知识库分数须为 0 到 1 之间的数字', {}, wait)).toBeTruthy();
  });

  it('creates a bot with the form’s fields and opens its editor', async () => {
    const server = fakeBotsServer();
    const view = renderBots('/bot/create');
    await screen.findByRole('heading', { name: 'Create a bot' }, { timeout: 10_000 });
    type('Name', '  Tea guide ');
    type('Prompt', 'You know tea.');
    type('Greeting', 'Hello!');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
    fireEvent.click(create);
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]!.json).toMatchObject({
      name: 'Tea guide',
      prompt: 'You know tea.',
      greeting: 'Hello!',
      model: 'gpt3.5',
      scoreThreshold: 0.5,
      originality: 3,
      isPublic: false,
      showKnowledge: true,
      avatar: '🤖',
    });
    await waitFor(() => expect(view.pathname()).toMatch(/^\/bot\/update\/bot\d+$/));
  });

  it('edits the owner’s bot: its values, the preview for its id, a change saved through update', async () => {
    const mine = bot({ name: 'Helper', prompt: 'Help.', isOwner: true, originality: 1 });
    const server = fakeBotsServer({ mine: [mine] });
    server.on('cli/chat/bot/v1/get', () => ({ code: 200, data: mine }));
    renderBots(`/bot/update/${mine.tableId}`);
    await screen.findByRole('heading', { name: 'Helper' }, { timeout: 10_000 });
    expect(screen.getByTestId('preview-of').textContent).toBe(mine.tableId);
    expect((field('Prompt') as HTMLTextAreaElement).value).toBe('Help.');
    expect(screen.getByTestId('originality-level').textContent).toBe('1 · Only from the knowledge');
    type('Prompt', 'Help kindly.');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('cli/chat/bot/v1/update')).toHaveLength(1));
    expect(server.callsTo('cli/chat/bot/v1/update')[0]!.json).toMatchObject({
      tableId: mine.tableId,
      prompt: 'Help kindly.',
    });
  });

  it('tells someone else’s bot apart: not found, and nothing to edit', async () => {
    const theirs = bot({ name: 'Theirs' });
    const server = fakeBotsServer();
    server.on('cli/chat/bot/v1/get', () => ({ code: 200, data: theirs }));
    renderBots(`/bot/update/${theirs.tableId}`);
    const result = await screen.findByText(
      'This bot does not exist, or it is not yours to edit.',
      {},
      { timeout: 10_000 },
    );
    expect(result).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(document.body).getByRole('button', { name: 'Back to My Bots' })).toBeTruthy();
  });
});
