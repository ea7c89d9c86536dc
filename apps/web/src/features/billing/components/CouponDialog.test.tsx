import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { fakeBillingServer } from '../testing/fake-billing-server.ts';
import { renderBilling } from '../testing/render.tsx';
import { CouponDialog } from './CouponDialog.tsx';

const EXCHANGE = 'cli/coupon/v1/exchange';
const dialog = () => screen.getByTestId('coupon-dialog');
const input = () => screen.getByLabelText('Coupon code') as HTMLInputElement;
const redeem = () => fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
const type = (value: string) => fireEvent.change(input(), { target: { value } });

function serverWithCoupons() {
  const server = fakeBillingServer();
  const used = new Set<string>();
  server.on(EXCHANGE, (body) => {
    const { actCode } = JSON.parse(body ?? '{}') as { actCode: string };
    if (actCode !== 'DRAW30') return { code: 400, msg: 'This code is not valid' };
    if (used.has(actCode)) return { code: 409, msg: 'You have already used this code' };
    used.add(actCode);
    return { code: 200, msg: 'ok', data: { kind: 'drawing_days', amount: 30 } };
  });
  return server;
}

beforeEach(() => {
  useAuth.getState().setSession('tok');
  useDialogs.setState({ coupon: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  useDialogs.setState({ coupon: false });
  useAuth.getState().clear();
  await i18next.changeLanguage('en');
});

describe('coupon dialog (SPEC §4, §5)', () => {
  it('sends nothing when the code is empty or blank', async () => {
    const server = serverWithCoupons();
    renderBilling(<CouponDialog />);
    await screen.findByTestId('coupon-dialog');
    redeem();
    type('   ');
    fireEvent.submit(input().closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(EXCHANGE)).toEqual([]);
    expect(dialog().dataset.result).toBe('-1');
  });

  it('redeems: state 0 with what was added, and the plans are counted again', async () => {
    const server = serverWithCoupons();
    const { client } = renderBilling(<CouponDialog />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    type(' DRAW30 ');
    redeem();
    expect(await screen.findByText('30 days of the drawing plan have been added.')).toBeTruthy();
    expect(dialog().dataset.result).toBe('0');
    expect(server.callsTo(EXCHANGE).map((call) => call.body)).toEqual(['{"actCode":"DRAW30"}']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['billing', 'mine'] });
  });

  it('a refusal: state 1 with the server’s message, reset when the code changes', async () => {
    serverWithCoupons();
    renderBilling(<CouponDialog />);
    type('DRAW30');
    redeem();
    await screen.findByText('Coupon redeemed');
    redeem();
    expect(await screen.findByText('You have already used this code')).toBeTruthy();
    expect(dialog().dataset.result).toBe('1');
    type('DRAW3');
    expect(dialog().dataset.result).toBe('-1');
    expect(screen.queryByText('You have already used this code')).toBeNull();
  });

  it('starts afresh each time it opens', async () => {
    serverWithCoupons();
    renderBilling(<CouponDialog />);
    type('NOPE');
    redeem();
    expect(await screen.findByText('This code is not valid')).toBeTruthy();
    act(() => useDialogs.getState().close('coupon'));
    act(() => useDialogs.getState().open('coupon'));
    await waitFor(() => expect(dialog().dataset.result).toBe('-1'));
    expect(input().value).toBe('');
    expect(screen.queryByText('This code is not valid')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18next.changeLanguage('zh_CN');
    serverWithCoupons();
    renderBilling(<CouponDialog />);
    expect(await screen.findByText('兑换优惠码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('优惠码'), { target: { value: 'DRAW30' } });
    fireEvent.click(screen.getByRole('button', { name: /^兑\s?换$/ }));
    expect(await screen.findByText('已为你的绘画套餐增加 30 天。')).toBeTruthy();
  });
});
