import type { Price } from '@inkstone/contract/billing';
import type { Order } from '@inkstone/contract/routes/billing';
import type { OrderRow } from './order-store.ts';

/** An order as cli/pay/v1/order answers it. */
export function presentOrder(order: OrderRow): Order {
  return {
    id: order.id,
    productId: order.productId,
    period: order.period,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** The price an order was opened at, as the checkout pages write it. */
export const priceOfOrder = (order: OrderRow): Price => ({
  period: order.period,
  amount: order.amount,
  currency: order.currency as Price['currency'],
});
