const pad = (value: number) => String(value).padStart(2, '0');

/** Expiry dates read the same in both languages: 2025-08-01, in the visitor's own time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Prices are written one way per language, shared with the checkout pages (contract `price.ts`). */
export { formatPrice } from '@inkstone/contract/price';
