import type { AnswerOf } from '@inkstone/contract/routes/define';
import { routes } from '@inkstone/contract/routes/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { refreshUser } from '@/shared/session/user.ts';
import { refreshMyPlans } from './keys.ts';

export type CouponReward = AnswerOf<typeof routes.billing.exchangeCoupon>;

/** The dialog shows the server's refusal itself, so no toast. */
export function exchangeCoupon(actCode: string): Promise<CouponReward> {
  return call(routes.billing.exchangeCoupon, { actCode }, { silent: true });
}

export function useExchangeCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exchangeCoupon,
    onSuccess: () => {
      void refreshMyPlans(client);
      // The VIP flags of user info change with plan days.
      refreshUser({ silent: true }).catch(() => undefined);
    },
  });
}
