import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';

/**
 * The signed-in user's one-time ticket for one opening of the pay page. Asked at each opening
 * and never cached: each step of the pay page uses one up.
 */
export async function getCheckoutTicket(): Promise<string> {
  return (await call(routes.billing.ticket)).token;
}
