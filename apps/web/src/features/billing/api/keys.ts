import type { QueryClient } from '@tanstack/react-query';

/** Every billing query key starts with 'billing'; what a purchase or coupon changes sits under 'mine'. */
export const billingKeys = {
  mine: ['billing', 'mine'] as const,
  chatCount: ['billing', 'mine', 'chat-count'] as const,
  plans: ['billing', 'mine', 'plans'] as const,
  products: ['billing', 'products'] as const,
};

/** After a payment, a coupon or a chat answer: the meter and both plans are counted again. */
export function refreshMyPlans(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: billingKeys.mine });
}
