import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bot } from '@inkstone/contract/bots';
import { fakeApi } from '@/test/fake-api.ts';
import { withQuery } from '@/test/with-query.tsx';
import { PublishTab } from './PublishTab.tsx';

/** The publishing tab against a stand-in of the owner's settings calls. */
const bot = { tableId: 'b1', isPublic: true } as Bot;
const settings = { tableId: 'b1', enabled: false, dailyCap: 100, usedToday: 3, live: false };

function renderTab() {
  const { client } = withQuery();
  return render(
    <QueryClientProvider client={client}>
      <App>
        <PublishTab bot={bot} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the external publishing tab', () => {
  it('shows the snippets for this bot and saves the switch and the cap', async () => {
    const api = fakeApi({
      'cli/chat/bot/v1/embedSettings': () => ({ code: 200, data: settings }),
      'cli/chat/bot/v1/setEmbed': (call) => ({ code: 200, data: { ...settings, ...call.json, live: true } }),
    });
    renderTab();
    expect(await screen.findByText(/Today: 3 of 100/)).toBeTruthy();
    const script = screen.getByRole('textbox', { name: 'Chat bubble' }) as HTMLTextAreaElement;
    expect(script.value).toBe(`<script src="${location.origin}/embed.js" data-bot-id="b1" async></script>`);
    expect((screen.getByRole('textbox', { name: 'Inline frame' }) as HTMLTextAreaElement).value).toContain(
      `${location.origin}/bot/b/b1`,
    );
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('cli/chat/bot/v1/setEmbed')).toHaveLength(1));
    expect(api.callsTo('cli/chat/bot/v1/setEmbed')[0]!.json).toEqual({ tableId: 'b1', enabled: true, dailyCap: 100 });
    expect(await screen.findByText('Live: visitors can chat with it now.')).toBeTruthy();
  });

  it('keeps the server’s refusal beside the form', async () => {
    fakeApi({
      'cli/chat/bot/v1/embedSettings': () => ({ code: 200, data: settings }),
      'cli/chat/bot/v1/setEmbed': () => ({
        code: 403,
        msg: 'This bot feature is for Pro members: upgrade to Pro to use it',
      }),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('This bot feature is for Pro members: upgrade to Pro to use it'),
    ).not.toHaveLength(0);
  });
});
