import type { ProductKind, ProductsAnswer } from '@inkstone/contract/billing';
import { routes } from '@inkstone/contract/routes/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { billingKeys } from './keys.ts';

/** `provider` is `sandbox` until the deployment configures a real payment provider. */
export type Catalogue = ProductsAnswer;
export type Product = Catalogue['products'][number];

/** The edition's products (ids 5/7/6 in the Chinese edition, else 8/10/9) and their prices. */
export function getProducts(): Promise<Catalogue> {
  return call(routes.billing.products, undefined, { silent: true });
}

export const productsQuery = queryOptions({
  queryKey: billingKeys.products,
  queryFn: getProducts,
  staleTime: 10 * 60_000,
});

export const useProducts = () => useQuery(productsQuery);

export const productOf = (catalogue: Catalogue | undefined, kind: ProductKind) =>
  catalogue?.products.find((product) => product.kind === kind);
