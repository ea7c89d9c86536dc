import type { SearchHit } from '@inkstone/contract/knowledge-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { sourceView } from '@/shared/knowledge/testing/fake-knowledge-server.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { bot, fakeBotsServer } from '../testing/fake-bots-server.ts';
import { renderBots } from '../testing/render.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const SEARCH = 'cli/knowledge/v1/search';

const hit = (ordinal: number, score: number, text: string): SearchHit => ({
  sourceId: 'src1',
  sourceName: 'Tea notes',
  ordinal,
  text,
  page: null,
  start: 0,
  end: text.length,
  score,
});

/** The owner's bot at its editor's tab, with its knowledge search answered by `search`. */
function openTab(
  tab: string,
  search: (minScore: number) => SearchHit[] = () => [],
  sources: ReturnType<typeof sourceView>[] = [],
) {
  const mine = bot({ name: 'Tea guide', prompt: 'Tea.', isOwner: true, scoreThreshold: 0.6 });
  const server = fakeBotsServer({ mine: [mine] });
  server.on('cli/chat/bot/v1/get', () => ({ code: 200, data: mine }));
  server.on('cli/knowledge/v1/list', () => ({ code: 200, data: sources }));
  server.on(SEARCH, ({ json }) => ({ code: 200, data: search(Number(json.minScore)) }));
  renderBots(`/bot/update/${mine.tableId}?tab=${tab}`);
  return { server, mine };
}

describe('the bot editor’s knowledge and plugins', () => {
  it('tests retrieval with the bot’s threshold, and shows what the threshold leaves out, with scores', async () => {
    const used = hit(0, 0.92, 'Longjing is a green tea from Hangzhou.');
    const below = hit(3, 0.31, 'Pu-erh is fermented.');
    const { server, mine } = openTab('knowledge', (minScore) => (minScore > 0 ? [used] : [used, below]));
    const box = await screen.findByTestId('retrieval-test', {}, { timeout: 10_000 });
    expect(box.textContent).toContain('Knowledge score threshold: 0.60');
    const question = within(box).getByRole('searchbox', { name: 'Question' });
    fireEvent.change(question, { target: { value: 'green tea' } });
    fireEvent.keyDown(question, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.callsTo(SEARCH)).toHaveLength(2));
    expect(server.callsTo(SEARCH).map((call) => call.json)).toEqual(
      expect.arrayContaining([
        { container: { kind: 'bot', id: mine.tableId }, question: 'green tea', topK: 5, minScore: 0.6 },
        { container: { kind: 'bot', id: mine.tableId }, question: 'green tea', topK: 5, minScore: 0 },
      ]),
    );
    const hits = await within(box).findAllByTestId('retrieval-hit');
    expect(hits.map((element) => element.textContent)).toEqual([
      expect.stringContaining('Score 0.92'),
      expect.stringContaining('Score 0.31'),
    ]);
    expect(hits[0]!.textContent).toContain('Passage 1 of Tea notes');
    expect(box.textContent).toMatch(/Used by the bot.*Longjing.*Left out by the threshold.*Pu-erh/);
  });

  it('tells a free owner past the free number of sources that the bot answers from the first ones only', async () => {
    const six = Array.from({ length: 6 }, (_, index) => sourceView({ name: `Source ${index + 1}`, state: 'learned' }));
    openTab('knowledge', undefined, six);
    expect((await screen.findByTestId('knowledge-free-limit', {}, { timeout: 10_000 })).textContent).toContain(
      'first 5 sources',
    );
    expect(screen.getAllByText(/^Source \d$/)).toHaveLength(6);
  });

  it('says nothing of the free limit to a Pro owner', async () => {
    const six = Array.from({ length: 6 }, (_, index) => sourceView({ name: `Source ${index + 1}`, state: 'learned' }));
    openTab('knowledge', undefined, six);
    useAuth.setState({ user: { isChatgptVip: true } as never });
    expect(await screen.findByText('Source 6', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('knowledge-free-limit')).toBeNull();
  });

  it('says when nothing learned matches', async () => {
    openTab('knowledge');
    const box = await screen.findByTestId('retrieval-test', {}, { timeout: 10_000 });
    fireEvent.change(within(box).getByRole('searchbox'), { target: { value: 'coffee' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Search' }));
    expect(await within(box).findByText('No learned passage matches this question.')).toBeTruthy();
  });

  it('shows how the last digest went, channel by channel, and says so before the first', async () => {
    const { server } = openTab('plugins');
    server.on('cli/chat/bot/v1/lastDigest', () => ({
      code: 200,
      data: {
        day: '2026-11-23',
        status: 'failed',
        email: { status: 'sent', reason: null },
        sms: { status: 'failed', reason: 'No phone number on the account' },
        conversations: 4,
        questions: 9,
        finishedAt: '2026-11-23T10:00:00.000Z',
      },
    }));
    const last = await screen.findByTestId('last-digest', {}, { timeout: 10_000 });
    expect(last.textContent).toContain('Last digest, 2026-11-23: 4 conversations, 9 questions');
    expect(last.textContent).toContain('Email digest: Sent');
    expect(last.textContent).toContain('SMS digest: Failed (No phone number on the account)');
  });

  it('says no digest was sent before the first', async () => {
    const { server } = openTab('plugins');
    server.on('cli/chat/bot/v1/lastDigest', () => ({ code: 200, data: null }));
    expect((await screen.findByTestId('last-digest', {}, { timeout: 10_000 })).textContent).toBe(
      'No digest has been sent yet.',
    );
  });

  it('saves the email digest and its send time through update, and shows a refusal in the server’s words', async () => {
    const { server, mine } = openTab('plugins');
    const email = await screen.findByRole('switch', { name: 'Email digest' }, { timeout: 10_000 });
    fireEvent.click(email);
    fireEvent.change(screen.getByLabelText('Send time'), { target: { value: '18:30' } });
    server.on('cli/chat/bot/v1/update', () => ({
      code: 403,
      msg: 'This bot feature is for Pro members: upgrade to Pro to use it',
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plugins' }));
    expect((await screen.findByRole('alert')).textContent).toContain('for Pro members');
    expect(server.callsTo('cli/chat/bot/v1/update')[0]!.json).toMatchObject({
      tableId: mine.tableId,
      plugins: { email: true, sms: false, sendTime: '18:30' },
    });
  });
});
