import type { Price } from '@inkstone/contract/billing';

const pad = (value: number) => String(value).padStart(2, '0');

/** Expiry dates read the same in both languages: 2025-08-01, in the visitor's own time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Amounts arrive in cents or fen; the pay page writes them the same way. */
export function formatPrice(price: Pick<Price, 'amount' | 'currency'>): string {
  const symbol = price.currency === 'USD' ? '$' : '¥';
  return `${symbol}${(price.amount / 100).toFixed(2)}`;
}
