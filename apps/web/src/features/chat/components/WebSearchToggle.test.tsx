import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '@inkstone/contract/system';
import { clientConfigQuery } from '@/shared/config/client-config.ts';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import type { ChatMessage } from '../state/types.ts';
import { AnswerRow } from './MessageRows.tsx';
import { WebSearchToggle } from './WebSearchToggle.tsx';

const config = (provider: 'searxng' | null): ClientConfig => ({
  edition: 'global',
  demoMode: true,
  version: '1',
  recordNumber: null,
  contactEmail: null,
  webSearch: { provider },
});
const toggleWith = (provider: 'searxng' | null) => {
  const client = new QueryClient();
  client.setQueryData(clientConfigQuery.queryKey, config(provider));
  render(
    <QueryClientProvider client={client}>
      <WebSearchToggle />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: /^(Web search|联网搜索)$/ });
};

afterEach(async () => {
  useSettings.getState().reset();
  await i18next.changeLanguage('en');
});

describe('the web-search switch', () => {
  it('turns on and off, remembered as the chat.webSearch setting', () => {
    const toggle = toggleWith('searxng');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(useSettings.getState().chat.webSearch).toBe(true);
    fireEvent.click(toggle);
    expect(useSettings.getState().chat.webSearch).toBe(false);
  });

  it('is disabled where the server has no provider, saying in the reader’s language what to configure', async () => {
    useSettings.getState().update('chat', { webSearch: true });
    await i18next.changeLanguage('zh_CN');
    const toggle = toggleWith(null);
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.mouseEnter(toggle.parentElement ?? toggle);
    expect(await screen.findByText(/此服务器未配置联网搜索.*SEARXNG_URL/)).toBeTruthy();
  });
});

it('an answer asked with web search says it is searching until its first words', async () => {
  const message: ChatMessage = {
    type: 'response',
    content: '',
    msgId: 'a1',
    sessionId: 's1',
    msgType: 'text',
    botId: '-1',
    done: false,
    format: 'markdown',
    searching: true,
  };
  const noop = () => {};
  const row = (next: ChatMessage) => (
    <AnswerRow message={next} entry={undefined} canRegenerate onRegenerate={noop} onScore={noop} />
  );
  const { rerender } = render(row(message));
  expect(screen.getByText('Searching the web…')).toBeTruthy();
  rerender(row({ ...message, content: 'Longjing is pan-fired [1].' }));
  expect(screen.queryByText('Searching the web…')).toBeNull();
});
