import { Limits } from '@inkstone/contract/limits';
import { describe, expect, it } from 'vitest';
import en from '@/shared/i18n/locales/en/billing.ts';
import { formatDay, formatPrice } from './format.ts';

describe('billing formats', () => {
  it('writes prices from cents and fen', () => {
    expect(formatPrice({ amount: 2000, currency: 'USD' }, 'en')).toBe('20$');
    expect(formatPrice({ amount: 18800, currency: 'CNY' }, 'zh_CN')).toBe('¥188');
    expect(formatPrice({ amount: 5, currency: 'USD' }, 'en')).toBe('0.05$');
  });

  it('writes expiry dates as a local calendar day', () => {
    const local = new Date(2026, 0, 5, 23, 30);
    expect(formatDay(local.toISOString())).toBe('2026-01-05');
  });

  it('shows the Pro price text of SPEC §9 for the global Q&A plan', () => {
    const headline = en['plan.perMonth'].replace('{{price}}', formatPrice({ amount: 2000, currency: 'USD' }, 'en'));
    expect(headline).toBe(Limits.proPriceText);
  });
});
