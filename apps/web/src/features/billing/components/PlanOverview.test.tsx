import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { fakeBillingServer, plans } from '../testing/fake-billing-server.ts';
import { renderBilling } from '../testing/render.tsx';
import { PlanOverview } from './PlanOverview.tsx';

const card = (kind: 'qa' | 'drawing') => screen.getByTestId(`plan-card-${kind}`);
const soon = new Date(Date.now() + 20 * 86_400_000).toISOString();
const active = { active: true, expiresAt: soon, daysLeft: 20, payType: 'month' as const };
/** The blank tab the click opens; it goes to the pay page once the checkout ticket arrives. */
type Tab = { opener: unknown; location: { replace: ReturnType<typeof vi.fn> }; close: ReturnType<typeof vi.fn> };
let tabs: Tab[] = [];
const openSpy = vi.fn(() => {
  const tab: Tab = { opener: window, location: { replace: vi.fn() }, close: vi.fn() };
  tabs.push(tab);
  return tab;
});
/** Where the n-th opened tab was sent. */
async function payPageOf(n: number): Promise<URL> {
  await vi.waitFor(() => expect(tabs[n]?.location.replace).toHaveBeenCalledOnce());
  return new URL(tabs[n]!.location.replace.mock.calls[0]![0] as string, 'http://localhost');
}

beforeEach(() => {
  useAuth.getState().setSession('tok-1');
  useDialogs.setState({ coupon: false, login: false });
  vi.stubGlobal('open', openSpy);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  openSpy.mockClear();
  tabs = [];
  useAuth.getState().clear();
  await i18next.changeLanguage('en');
});

describe('plan overview (Plan tab and plan panel)', () => {
  it('a free user: both plans to purchase with their prices and the Pro price text, no package', async () => {
    fakeBillingServer();
    renderBilling(<PlanOverview />);
    await screen.findByTestId('plan-card-qa');
    const qa = within(card('qa'));
    expect(qa.getByText('Q&A Pro')).toBeTruthy();
    expect(qa.getByText('Not subscribed')).toBeTruthy();
    expect(qa.getByTestId('plan-headline').textContent).toBe('20$ / month');
    // Every price is written one way: the way SPEC §9 writes the Pro price.
    expect(qa.getByText('20$')).toBeTruthy();
    expect(qa.getByText('54$')).toBeTruthy();
    expect(qa.getByText('192$')).toBeTruthy();
    expect(within(card('drawing')).getByTestId('plan-headline').textContent).toBe('15$ / month');
    expect(within(card('drawing')).getByRole('button', { name: 'Purchase' })).toBeTruthy();
    expect(screen.queryByTestId('package-offer')).toBeNull();
    expect(screen.getByTestId('package-locked').textContent).toContain('available while your Q&A Pro plan is active');
    expect(screen.getByTestId('sandbox-note')).toBeTruthy();
  });

  const payPageInNewTab =
    'opens the pay page in a new tab with app code, a one-time checkout ticket ' +
    '(never the session token), product id and language';
  it(payPageInNewTab, async () => {
    const server = fakeBillingServer();
    renderBilling(<PlanOverview />);
    fireEvent.click(within(await screen.findByTestId('plan-card-qa')).getByRole('button', { name: 'Purchase' }));
    // The tab opens at the click (a later one would be blocked), cut off from this window.
    expect(openSpy).toHaveBeenCalledExactlyOnceWith('', '_blank');
    expect(tabs[0]!.opener).toBeNull();
    const address = await payPageOf(0);
    expect(server.callsTo('cli/pay/v1/ticket')).toHaveLength(1);
    expect(address.pathname).toBe('/api/cli/pay/v1/page');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      appCode: 'inkstone-web',
      token: expect.stringMatching(/^ticket-/),
      productId: '8',
      language: 'en',
    });
    expect(address.toString()).not.toContain('tok-1');
    fireEvent.click(within(card('drawing')).getByRole('button', { name: 'Purchase' }));
    const second = await payPageOf(1);
    expect(second.searchParams.get('productId')).toBe('9');
    expect(second.searchParams.get('token')).not.toBe(address.searchParams.get('token'));
  });

  it('closes the blank tab when the checkout ticket is refused', async () => {
    const server = fakeBillingServer();
    server.on('cli/pay/v1/ticket', () => ({ code: 500, msg: 'down' }));
    renderBilling(<PlanOverview />);
    fireEvent.click(within(await screen.findByTestId('plan-card-qa')).getByRole('button', { name: 'Purchase' }));
    await vi.waitFor(() => expect(tabs[0]!.close).toHaveBeenCalledOnce());
    expect(tabs[0]!.location.replace).not.toHaveBeenCalled();
  });

  it('an active Q&A plan: expiry, days left, Renew, and the package offer', async () => {
    fakeBillingServer({ plans: plans({ qa: active, canBuyPackage: true, extraQuestions: 7 }) });
    renderBilling(<PlanOverview />);
    const qa = within(await screen.findByTestId('plan-card-qa'));
    expect(qa.getByText('Active')).toBeTruthy();
    expect(qa.getByTestId('plan-expiry').textContent).toMatch(/^Expires \d{4}-\d{2}-\d{2} · 20 days left$/);
    expect(qa.getByText('Renewing adds the new period to your current expiry date.')).toBeTruthy();
    const offer = within(screen.getByTestId('package-offer'));
    expect(offer.getByText('3$')).toBeTruthy();
    expect(offer.getByText('Extra questions left: 7')).toBeTruthy();
    fireEvent.click(qa.getByRole('button', { name: 'Renew' }));
    fireEvent.click(offer.getByRole('button', { name: 'Buy package' }));
    const ids = [
      (await payPageOf(0)).searchParams.get('productId'),
      (await payPageOf(1)).searchParams.get('productId'),
    ];
    expect(ids).toEqual(['8', '10']);
    expect(screen.queryByTestId('package-locked')).toBeNull();
  });

  it('an expired drawing plan says when it ended and offers to purchase again', async () => {
    fakeBillingServer({
      plans: plans({
        drawing: { active: false, expiresAt: '2020-03-04T12:00:00.000Z', daysLeft: 0, payType: 'month' },
      }),
    });
    renderBilling(<PlanOverview />);
    const drawing = within(await screen.findByTestId('plan-card-drawing'));
    expect(drawing.getByText('Expired')).toBeTruthy();
    expect(drawing.getByTestId('plan-expiry').textContent).toBe('Expired on 2020-03-04');
    expect(drawing.getByRole('button', { name: 'Purchase' })).toBeTruthy();
  });

  it('after a quota refusal: explains the limit and puts the refused plan first', async () => {
    fakeBillingServer();
    renderBilling(<PlanOverview focus="drawing" limitReached />);
    expect(await screen.findByText(/used all of today’s free drawings/)).toBeTruthy();
    const cards = screen.getAllByTestId(/^plan-card-/);
    expect(cards.map((element) => element.dataset.testid)).toEqual(['plan-card-drawing', 'plan-card-qa']);
    expect(cards[0]?.dataset.focus).toBe('true');
  });

  it('drops the limit warning once the refused plan is active', async () => {
    fakeBillingServer({ plans: plans({ qa: active, canBuyPackage: true }) });
    renderBilling(<PlanOverview focus="qa" limitReached />);
    await screen.findByTestId('plan-card-qa');
    expect(screen.queryByText(/used all of today’s free questions/)).toBeNull();
  });

  it('opens the coupon dialog', async () => {
    fakeBillingServer();
    renderBilling(<PlanOverview />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem a coupon' }));
    expect(useDialogs.getState().coupon).toBe(true);
  });

  it('shows an error with a retry when the plans cannot be loaded', async () => {
    const server = fakeBillingServer();
    server.on('cli/pay/v1/plans', () => ({ code: 500, msg: 'down' }));
    renderBilling(<PlanOverview />);
    expect(await screen.findByText('Your plans could not be loaded.')).toBeTruthy();
    server.on('cli/pay/v1/plans', () => ({ code: 200, msg: 'ok', data: plans() }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-card-qa')).toBeTruthy();
  });

  it('signed out: a sign-in prompt and no calls for the user’s plans', async () => {
    useAuth.getState().clear();
    const server = fakeBillingServer();
    renderBilling(<PlanOverview />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useDialogs.getState().login).toBe(true);
    expect(server.callsTo('cli/pay/v1/plans')).toEqual([]);
  });

  it('speaks Chinese, and the pay page follows the language', async () => {
    await i18next.changeLanguage('zh_CN');
    const { useLanguage } = await import('@/shared/stores/language.ts');
    useLanguage.setState({ language: 'zh_CN' });
    fakeBillingServer();
    renderBilling(<PlanOverview />);
    const qa = within(await screen.findByTestId('plan-card-qa'));
    expect(qa.getByText('问答 Pro')).toBeTruthy();
    expect(qa.getByTestId('plan-headline').textContent).toBe('20$ / 月');
    expect(within(card('drawing')).getByTestId('plan-headline').textContent).toBe('15$ / 月');
    fireEvent.click(qa.getByRole('button', { name: /^购\s?买$/ }));
    expect((await payPageOf(0)).searchParams.get('language')).toBe('zh_CN');
    useLanguage.setState({ language: 'en' });
  });
});
