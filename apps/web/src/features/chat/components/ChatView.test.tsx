import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { jsonResponse } from '@/test/sse.ts';
import { renderApp } from '@/test/render-app.tsx';
import { fakeViewport } from '@/test/viewport.ts';
import { useChats } from '../state/chats.ts';
import { fakeChatServer } from '../testing/fake-chat-server.ts';

fakeViewport({ offsetHeight: 700, offsetWidth: 900, clientHeight: 700, clientWidth: 900 });

const main = () => document.querySelector('main') as HTMLElement;
const textbox = () => within(main()).getByRole('textbox') as HTMLTextAreaElement;

async function openChat() {
  const app = renderApp('/bot/c/-1');
  const server = fakeChatServer();
  // The first visit loads the chat chunk (Markdown, KaTeX, highlighting): give it time.
  await screen.findByRole('heading', { level: 3, name: 'Chat' }, { timeout: 15_000 });
  // The welcome, the composer's text box and the model picker are chunks of their own that follow
  // the page's first paint (look-alikes hold the controls' places meanwhile).
  await screen.findByText('How can I help you today?', undefined, { timeout: 10_000 });
  await within(main()).findByRole('textbox', undefined, { timeout: 10_000 });
  await within(main()).findByRole('combobox', { name: 'Model' }, { timeout: 10_000 });
  return { app, server };
}

function type(text: string) {
  fireEvent.change(textbox(), { target: { value: text } });
}

beforeEach(() => {
  useChats.getState().clear();
  useAuth.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useDialogs.setState({ login: false, chatHistory: false, plans: null });
});

describe('chat page', () => {
  it('asks a signed-out visitor to sign in, and sends nothing', { timeout: 20_000 }, async () => {
    const { server } = await openChat();
    type('Hello');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(useDialogs.getState().login).toBe(true);
    expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(0);
    expect(textbox().value).toBe('Hello');
  });

  it(
    'a signed-out visitor who picks a model or attaches a file gets the login dialog and nothing else',
    { timeout: 20_000 },
    async () => {
      const { server } = await openChat();
      const picker = within(main()).getByRole('combobox', { name: 'Model' });
      fireEvent.mouseDown(picker);
      fireEvent.click(await screen.findByTitle('DeepSeek V3'));
      expect(useDialogs.getState().login).toBe(true);
      expect(server.callsTo('cli/chatgpt/v1/setDefaultModel')).toHaveLength(0);
      expect(main().querySelector('[data-model="deepseekV3"]')).toBeNull();

      act(() => useDialogs.setState({ login: false }));
      const picked = vi.fn();
      screen.getByTestId('chat-file-input').addEventListener('click', picked);
      fireEvent.click(within(main()).getByRole('button', { name: 'Attach files' }));
      expect(useDialogs.getState().login).toBe(true);
      expect(picked).not.toHaveBeenCalled();
    },
  );

  it('greets with the bot’s own name and greeting in an empty bot chat', { timeout: 20_000 }, async () => {
    // renderApp answers every call with the config until the fake takes over: open the bot's
    // address only then (with the page's code already loaded, the bot is asked for at once).
    const { router } = renderApp('/bot/c/-1');
    fakeChatServer();
    await act(() => router.navigate('/bot/c/tea'));
    expect(await screen.findByText('Welcome to the tea shop! Ask me about our teas.', undefined, { timeout: 15_000 }));
    expect(screen.getByText('Tea guide')).toBeTruthy();
    expect(screen.queryByText('How can I help you today?')).toBeNull();
  });

  it('sends on Enter, not on Shift+Enter, and shows the question and the streamed answer', async () => {
    useAuth.getState().setSession('tok');
    const { server } = await openChat();
    type('Hello there');
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(0);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(await screen.findByText('You said: Hello there')).toBeTruthy();
    expect(main().querySelector('[data-role="prompt"]')?.textContent).toBe('Hello there');
    expect(screen.getByTestId('chat-title').textContent).toBe('Hello there');
    expect(textbox().value).toBe('');
    expect(JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!)).toMatchObject({
      prompt: 'Hello there',
      sessionId: 's1',
      model: 'gpt3.5',
      roleId: '-1',
    });
    expect(await within(main()).findByRole('button', { name: 'Good answer' })).toBeTruthy();
  });

  it('gives the prompt back when the server refuses before streaming', async () => {
    useAuth.getState().setSession('tok');
    const { server } = await openChat();
    server.onStream(() => jsonResponse({ code: 400, msg: 'please enter your question' }, 400));
    type('Refuse me');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    await waitFor(() => expect(textbox().value).toBe('Refuse me'));
    expect(screen.getByText('How can I help you today?')).toBeTruthy();
  });

  it('quotes the selection into the prompt with Ctrl+L and sends it as quoteInfo', async () => {
    useAuth.getState().setSession('tok');
    const { server } = await openChat();
    const description = screen.getByText(/Ask anything\. Attach/);
    const range = document.createRange();
    range.selectNodeContents(description);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    act(() => void fireEvent.keyDown(window, { key: 'l', ctrlKey: true }));
    expect(within(screen.getByTestId('composer-quote')).getByText(/Ask anything\. Attach/)).toBeTruthy();
    type('What does this mean?');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!).quoteInfo).toMatch(/^Ask anything\. Attach/);
    expect(screen.queryByTestId('composer-quote')).toBeNull();
  });

  it('shows and hides the history list with Ctrl+H (signed in only)', async () => {
    await openChat();
    fireEvent.keyDown(window, { key: 'h', ctrlKey: true });
    expect(useDialogs.getState()).toMatchObject({ chatHistory: false, login: true });
    act(() => {
      useDialogs.setState({ login: false });
      useAuth.getState().setSession('tok');
    });
    fireEvent.keyDown(window, { key: 'h', metaKey: true });
    expect(useDialogs.getState().chatHistory).toBe(true);
    // The history drawer is an app dialog that loads when first opened: give its chunk time.
    expect(
      await screen.findByText('No conversations yet. Your chats will be listed here, newest first.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    fireEvent.keyDown(window, { key: 'h', ctrlKey: true });
    expect(useDialogs.getState().chatHistory).toBe(false);
  });

  it('saves the picked model as the default and asks with it', async () => {
    useAuth.getState().setSession('tok');
    const { server } = await openChat();
    fireEvent.mouseDown(within(main()).getByRole('combobox', { name: 'Model' }));
    fireEvent.click(await screen.findByTitle('DeepSeek V3'));
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/setDefaultModel')).toHaveLength(1));
    expect(server.callsTo('cli/chatgpt/v1/setDefaultModel')[0]!.body).toBe('model=deepseekV3');
    type('Which model?');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/chatgpt/v1/ssePost')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('cli/chatgpt/v1/ssePost')[0]!.body!).model).toBe('deepseekV3');
  });
});
