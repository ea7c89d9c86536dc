import { describe, expect, it } from 'vitest';
import { Limits } from './limits.ts';
import { formatPrice } from './price.ts';

describe('prices', () => {
  it('write the global Pro plan exactly as SPEC §9 does', () => {
    expect(`${formatPrice({ amount: 2000, currency: 'USD' }, 'en')} / month`).toBe(Limits.proPriceText);
  });

  it('write every price the same way in one language, cents only when there are any', () => {
    expect(formatPrice({ amount: 1500, currency: 'USD' }, 'en')).toBe('15$');
    expect(formatPrice({ amount: 120000, currency: 'USD' }, 'en')).toBe('1,200$');
    expect(formatPrice({ amount: 5, currency: 'USD' }, 'en')).toBe('0.05$');
    expect(formatPrice({ amount: 18800, currency: 'CNY' }, 'zh_CN')).toBe('¥188');
    expect(formatPrice({ amount: 1990, currency: 'CNY' }, 'zh_CN')).toBe('¥19.90');
    expect(formatPrice({ amount: 2000, currency: 'USD' }, 'zh_CN')).toBe('20$');
  });
});
