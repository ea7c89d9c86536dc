import type { Source } from '@inkstone/contract/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChats } from '@/features/chat/state/chats.ts';
import { fakeChatServer } from '@/features/chat/testing/fake-chat-server.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { sseText, streamResponse } from '@/test/sse.ts';
import { renderApp } from '@/test/render-app.tsx';
import { fakeViewport } from '@/test/viewport.ts';

fakeViewport({ offsetHeight: 700, offsetWidth: 900, clientHeight: 700, clientWidth: 900 });
beforeEach(() => {
  useChats.getState().clear();
  useAuth.getState().setSession('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
});

const cited: Source = {
  index: 1,
  title: 'Tea menu',
  sourceId: 'menu',
  ordinal: 0,
  quote: 'A pot of oolong is 58 yuan.',
};
const main = () => document.querySelector('main') as HTMLElement;

describe('a bot’s chat', () => {
  it(
    'opens a cited passage for a user who is not the bot’s owner, without reading the owner’s source',
    { timeout: 30_000 },
    async () => {
      // renderApp answers every call with the config until the fake takes over: open the bot's
      // address only then. The fake's bot `tea` is someone else's public bot with knowledge shown.
      const { router } = renderApp('/bot/c/-1');
      const server = fakeChatServer();
      server.onStream((body) =>
        streamResponse([
          sseText([
            {
              code: 200,
              end: false,
              data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: 's1', model: 'gpt3.5' },
            },
            { code: 200, end: false, data: { type: 'source', source: cited } },
            { code: 200, end: false, data: { type: 'text', content: 'It is 58 yuan [1]' } },
            { code: 200, end: true, data: { type: 'done' } },
          ]),
        ]),
      );
      await act(() => router.navigate('/bot/c/tea'));
      await screen.findByText('Welcome to the tea shop! Ask me about our teas.', undefined, { timeout: 15_000 });
      const box = (await within(main()).findByRole('textbox', undefined, { timeout: 10_000 })) as HTMLTextAreaElement;
      fireEvent.change(box, { target: { value: 'How much is oolong?' } });
      fireEvent.keyDown(box, { key: 'Enter' });

      const mark = await screen.findByRole('button', { name: 'Open source 1: Tea menu' }, { timeout: 10_000 });
      fireEvent.click(mark);
      const drawer = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
      expect((await within(drawer).findByTestId('cited-quote')).textContent).toBe('A pot of oolong is 58 yuan.');
      expect(within(drawer).getByText('Only the owner of this knowledge base can open the whole source.')).toBeTruthy();
      expect(within(drawer).getByText('Tea menu')).toBeTruthy();
      // The owner's source is never asked for: the passage comes with the answer.
      expect(server.callsTo('cli/knowledge/v1/get')).toHaveLength(0);

      // The entry under the answer opens it too, after the drawer was closed.
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByTestId('cited-quote')).toBeNull());
      fireEvent.click(
        within(screen.getByRole('region', { name: 'Sources' })).getByRole('button', { name: 'Tea menu' }),
      );
      expect(await screen.findByTestId('cited-quote')).toBeTruthy();
    },
  );
});
