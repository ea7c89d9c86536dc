import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useAuth, type UserInfo } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { fakeBillingServer, freeCount } from '../testing/fake-billing-server.ts';
import { renderBilling } from '../testing/render.tsx';
import { PlanMeter } from './PlanMeter.tsx';
import { UpgradeButton } from './UpgradeButton.tsx';

const sidebar = (collapsed = false) => (
  <>
    <PlanMeter collapsed={collapsed} />
    <UpgradeButton collapsed={collapsed} />
  </>
);
const meter = () => screen.getByTestId('plan-meter');
const inTenDays = () => new Date(Date.now() + 10 * 86_400_000 - 60_000).toISOString();
const localDay = (iso: string) => {
  const date = new Date(iso);
  return (
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-` +
    `${String(date.getDate()).padStart(2, '0')}`
  );
};

beforeEach(() => {
  useAuth.getState().setSession('tok');
  useDialogs.setState({ login: false, plans: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useAuth.getState().clear();
  await i18next.changeLanguage('en');
});

describe('plan meter and upgrade button', () => {
  it('shows a free user today’s count out of the free total, and Purchase', async () => {
    const server = fakeBillingServer({ count: freeCount({ dailyCount: 3, totalfreeCount: 10 }) });
    renderBilling(sidebar());
    expect(await screen.findByText('3 / 10 today')).toBeTruthy();
    expect(meter().dataset.plan).toBe('free');
    expect(screen.queryByTestId('meter-extra')).toBeNull();
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
    // SPEC §7: the chat-count fetch is for the default assistant, with the common flag.
    const body = new URLSearchParams(server.callsTo('cli/chatgpt/v1/getStatistics')[0]?.body ?? '');
    expect(Object.fromEntries(body)).toEqual({ roleId: '-1', botId: '-1', common: '1' });
  });

  it('adds extra questions when there are any, in the singular and the plural', async () => {
    const server = fakeBillingServer({ count: freeCount({ FixedCount: 1 }) });
    const { client } = renderBilling(sidebar());
    expect(await screen.findByText('+1 extra question')).toBeTruthy();
    server.state.count = freeCount({ FixedCount: 5 });
    await act(() => client.invalidateQueries());
    expect(await screen.findByText('+5 extra questions')).toBeTruthy();
  });

  it('shows Pro with the expiry date and days left, and Renew', async () => {
    const deadline = inTenDays();
    fakeBillingServer({ count: freeCount({ isPay: true, deadline, remainder: 10, totalDay: 30, payType: 'month' }) });
    renderBilling(sidebar());
    expect(await screen.findByText('10 days left')).toBeTruthy();
    expect(screen.getByTestId('meter-expiry').textContent).toBe(`Expires ${localDay(deadline)}`);
    expect(meter().dataset.plan).toBe('pro');
    expect(screen.queryByText(/today/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
  });

  it('says Renew from the stored user info while the count loads', async () => {
    useAuth.getState().setUser({ isChatgptVip: true } as UserInfo);
    fakeBillingServer().on('cli/chatgpt/v1/getStatistics', () => {
      throw new Error('never answers in this test');
    });
    renderBilling(sidebar());
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
  });

  it('opens the plan panel on the Q&A plan', async () => {
    fakeBillingServer();
    renderBilling(sidebar());
    fireEvent.click(await screen.findByRole('button', { name: 'Purchase' }));
    expect(useDialogs.getState()).toMatchObject({ plans: { focus: 'qa', limitReached: false }, login: false });
  });

  it('signed out: asks for nothing, shows no numbers, and the button opens the login dialog', async () => {
    useAuth.getState().clear();
    const server = fakeBillingServer();
    renderBilling(sidebar());
    expect(meter().dataset.state).toBe('guest');
    expect(meter().textContent).toBe('Sign in to see your plan and today’s questions.');
    fireEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(useDialogs.getState()).toMatchObject({ login: true, plans: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });

  it('shows a loading state, then an error with a retry', async () => {
    const server = fakeBillingServer();
    server.on('cli/chatgpt/v1/getStatistics', () => ({ code: 500, msg: 'down' }));
    renderBilling(sidebar());
    expect(meter().dataset.state).toBe('loading');
    expect(await screen.findByText('Usage unavailable')).toBeTruthy();
    server.on('cli/chatgpt/v1/getStatistics', () => ({ code: 200, msg: 'ok', data: freeCount({ dailyCount: 2 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 / 10 today')).toBeTruthy();
  });

  it('collapsed: a ring with today’s count (the same number the expanded meter shows), described in full', async () => {
    fakeBillingServer({ count: freeCount({ dailyCount: 4 }) });
    renderBilling(sidebar(true));
    await waitFor(() => expect(meter().getAttribute('aria-label')).toBe('Free plan · 4 / 10 today'));
    // One meaning everywhere (SPEC §4, "the daily count out of the free total"): used, not left.
    expect(meter().textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    fakeBillingServer({ count: freeCount({ dailyCount: 3, FixedCount: 2 }) });
    renderBilling(sidebar());
    expect(await screen.findByText('今日 3 / 10')).toBeTruthy();
    expect(screen.getByText('另有 2 次额外提问')).toBeTruthy();
    expect(screen.getByRole('button', { name: '购买' })).toBeTruthy();
  });
});
