import { Prices, type Price, type ProductKind } from '@inkstone/contract/billing';
import type { Config } from '../../platform/config.ts';

type PriceSettings = Pick<Config, 'EDITION' | 'CN_PRICE_QA_PLAN' | 'CN_PRICE_QA_PACKAGE' | 'CN_PRICE_DRAWING_PLAN'>;

/** "68" or "68.5" or "68.50" yuan → 6850 fen, by the digits (no floating point on money). */
export function yuanToFen(text: string): number {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not an amount in yuan`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `month:68,quarter:188,year:688` → the plan's prices; the periods keep the order written. */
export function parsePlanPrices(text: string): Price[] {
  return text.split(',').map((pair) => {
    const [period, yuan = ''] = pair.split(':').map((part) => part.trim());
    if (period !== 'month' && period !== 'quarter' && period !== 'year') throw new Error(`"${pair}" names no period`);
    return { period, amount: yuanToFen(yuan), currency: 'CNY' };
  });
}

/**
 * What each product costs in this edition: the global edition's dollar prices are the
 * contract's; the Chinese edition's yuan prices come from configuration (CN_PRICE_*), checked
 * when the server starts (platform/config.ts).
 */
export function pricesOf(config: PriceSettings): Record<ProductKind, Price[]> {
  if (config.EDITION !== 'cn') return Prices.global;
  return {
    qaPlan: parsePlanPrices(config.CN_PRICE_QA_PLAN),
    qaPackage: [{ period: 'package', amount: yuanToFen(config.CN_PRICE_QA_PACKAGE), currency: 'CNY' }],
    drawingPlan: parsePlanPrices(config.CN_PRICE_DRAWING_PLAN),
  };
}
