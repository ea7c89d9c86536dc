import type { Price, ProductKind } from '@inkstone/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client.ts';
import { billingKeys } from './keys.ts';

export type Product = { productId: number; kind: ProductKind; prices: Price[] };
/** `sandbox` until the deployment configures a real payment provider. */
export type Catalogue = { provider: 'sandbox' | 'stripe'; products: Product[] };

/** The edition's products (ids 5/7/6 in the Chinese edition, else 8/10/9) and their prices. */
export function getProducts(): Promise<Catalogue> {
  return api.get<Catalogue>('cli/pay/v1/products', undefined, { silent: true });
}

export const productsQuery = queryOptions({ queryKey: billingKeys.products, queryFn: getProducts, staleTime: 10 * 60_000 });

export const useProducts = () => useQuery(productsQuery);

export const productOf = (catalogue: Catalogue | undefined, kind: ProductKind) =>
  catalogue?.products.find((product) => product.kind === kind);
