import type { Language } from './edition.ts';

type Amount = { amount: number; currency: 'USD' | 'CNY' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, cents: boolean) => {
  const key = `${locale}:${cents}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * One way to write a price, for the plan panel and the checkout pages alike. Amounts arrive in
 * cents or fen; the number follows the language (Intl), whole amounts drop the cents. Dollars
 * follow the amount as in SPEC §9's Pro price text ("20$ / month"), so that text and every
 * other price read alike; yuan keep the ¥ in front, as Chinese prices are written.
 */
export function formatPrice(price: Amount, language: Language): string {
  const cents = price.amount % 100 !== 0;
  const number = numberFormat(language === 'zh_CN' ? 'zh-CN' : 'en-US', cents).format(price.amount / 100);
  return price.currency === 'USD' ? `${number}$` : `¥${number}`;
}
