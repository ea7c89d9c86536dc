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
