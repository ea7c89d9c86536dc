import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotDayStats } from '@inkstone/contract/bot-stats';
import type { Bot } from '@inkstone/contract/bots';
import { fakeApi } from '@/test/fake-api.ts';
import { withQuery } from '@/test/with-query.tsx';
import '../i18n.ts';
import { bot as aBot, fakeBotsServer } from '../testing/fake-bots-server.ts';
import { renderBots } from '../testing/render.tsx';
import { ReportTab } from './ReportTab.tsx';

/** The data report against a stand-in of the statistics call (the network boundary only). */
const STATS = 'cli/chatgptrole/daily/statistics/v1/page';
const bot = { tableId: 'b1', isOwner: true } as Bot;

const zero = (day: string): BotDayStats => ({
  day,
  conversations: 0,
  questions: 0,
  users: 0,
  knowledgeHits: 0,
  knowledgeMisses: 0,
  ratings: 0,
  satisfaction: null,
});

/** A week, oldest first, used on its last two days. */
const week = (): BotDayStats[] => [
  ...['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map(zero),
  {
    ...zero('2026-11-23'),
    conversations: 2,
    questions: 5,
    users: 2,
    knowledgeHits: 3,
    knowledgeMisses: 1,
    ratings: 1,
    satisfaction: 1,
  },
  {
    ...zero('2026-11-24'),
    conversations: 1,
    questions: 3,
    users: 1,
    knowledgeHits: 3,
    knowledgeMisses: 1,
    ratings: 3,
    satisfaction: 1 / 3,
  },
];

function renderTab() {
  const { client } = withQuery();
  return render(
    <QueryClientProvider client={client}>
      <App>
        <ReportTab bot={bot} />
      </App>
    </QueryClientProvider>,
  );
}

const figure = (name: string) => screen.getByTestId(`figure-${name}`).querySelector('dd')!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the data report tab', () => {
  it('shows the week’s figures, the chart and the days newest first', async () => {
    const refreshedAt = new Date(2026, 10, 24, 9, 30).toISOString();
    const api = fakeApi({ [STATS]: () => ({ code: 200, data: { records: week(), refreshedAt, periodUsers: 2 } }) });
    renderTab();
    await screen.findByTestId('figure-questions');
    expect(api.callsTo(STATS)[0]!.query.get('roleId')).toBe('b1');
    expect(api.callsTo(STATS)[0]!.query.get('days')).toBe('7');
    expect(figure('conversations')).toBe('3');
    expect(figure('questions')).toBe('8');
    expect(figure('users')).toMatch(/^2\D/); // over the period, not the days added up (3)
    // 6 hits of 8 questions that reached the knowledge.
    expect(figure('hitRate')).toBe('75%');
    // One of one and one of three rated up: 2 of 4 answers, weighed by the ratings, not by the days.
    expect(figure('satisfaction')).toContain('50%');
    expect(figure('satisfaction')).toContain('of 4 rated answers');
    expect(screen.getByTestId('report-refreshed').textContent).toBe('Refreshed every half hour; last at 09:30');
    // The chart names today first, and each day has a title a pointer reads.
    expect(screen.getByTestId('chart-day').textContent).toBe('2026-11-24: 3 questions, 1 conversations');
    const chart = screen.getByRole('group', { name: 'Questions and conversations by day' });
    expect(chart.querySelectorAll('title')).toHaveLength(7);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-day').textContent).toBe('2026-11-23: 5 questions, 2 conversations');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toContain('2026-11-24');
    expect(rows[6]!.textContent).toContain('2026-11-18');
  });

  it('asks for 30 days when switched', async () => {
    const api = fakeApi({
      [STATS]: (call) => {
        const days = Number(call.query.get('days'));
        const records =
          days === 30 ? [...Array.from({ length: 23 }, (_, i) => zero(`2026-10-${26 + i}`)), ...week()] : week();
        return { code: 200, data: { records, refreshedAt: null, periodUsers: 1 } };
      },
    });
    renderTab();
    await screen.findByTestId('figure-questions');
    expect(screen.getByTestId('report-refreshed').textContent).toBe('Refreshed every half hour; not aggregated yet');
    fireEvent.click(screen.getByText('Last 30 days'));
    await waitFor(() => expect(api.callsTo(STATS).map((call) => call.query.get('days'))).toEqual(['7', '30']));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(31));
  });

  it('explains that figures come after people chat when the bot is unused', async () => {
    fakeApi({
      [STATS]: () => ({
        code: 200,
        data: { records: week().map((day) => zero(day.day)), refreshedAt: '2026-11-24T09:30:00.000Z', periodUsers: 0 },
      }),
    });
    renderTab();
    expect((await screen.findByTestId('report-empty')).textContent).toContain('after people chat with it');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the report cannot be read, and shows it after', async () => {
    let fail = true;
    const api = fakeApi({
      [STATS]: () =>
        fail
          ? { code: 500, msg: 'Server busy' }
          : { code: 200, data: { records: week(), refreshedAt: null, periodUsers: 3 } },
    });
    renderTab();
    expect(await screen.findByText('The data report could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('figure-questions')).toBeTruthy();
    expect(api.callsTo(STATS)).toHaveLength(2);
  });

  it('is the editor’s Data report tab, for the owner’s bot', async () => {
    const mine = aBot({ name: 'Helper', isOwner: true });
    const server = fakeBotsServer({ mine: [mine] });
    server.on('cli/chat/bot/v1/get', () => ({ code: 200, data: mine }));
    server.on(STATS, () => ({ code: 200, data: { records: week(), refreshedAt: null, periodUsers: 3 } }));
    const view = renderBots(`/bot/update/${mine.tableId}`);
    await screen.findByRole('heading', { name: 'Helper' }, { timeout: 10_000 });
    // Not asked for until the tab is opened.
    expect(server.callsTo(STATS)).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Data report' }));
    expect((await screen.findByTestId('figure-questions')).textContent).toContain('8');
    expect(server.callsTo(STATS)[0]!.query.get('roleId')).toBe(mine.tableId);
    expect(view.router.state.location.search).toBe('?tab=report');
  });
});
