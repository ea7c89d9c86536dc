import { planStatusSchema, type PlanStatus } from '@inkstone/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { billingKeys } from './keys.ts';

/** Both plans of the signed-in user, extra questions, and whether packages are on sale. */
export async function getPlans(): Promise<PlanStatus> {
  return planStatusSchema.parse(await api.get('cli/pay/v1/plans', undefined, { silent: true }));
}

export const plansQuery = queryOptions({ queryKey: billingKeys.plans, queryFn: getPlans });

export function usePlans() {
  const loggedIn = useAuth((state) => Boolean(state.token));
  return useQuery({ ...plansQuery, enabled: loggedIn });
}
