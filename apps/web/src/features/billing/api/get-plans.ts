import type { PlanStatus } from '@inkstone/contract/billing';
import { routes } from '@inkstone/contract/routes/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { billingKeys } from './keys.ts';

/** Both plans of the signed-in user, extra questions, and whether packages are on sale. */
export function getPlans(): Promise<PlanStatus> {
  return call(routes.billing.plans, undefined, { silent: true });
}

export const plansQuery = queryOptions({ queryKey: billingKeys.plans, queryFn: getPlans });

export function usePlans() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ ...plansQuery, enabled: loggedIn });
}
