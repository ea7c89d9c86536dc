import type { couponAnswer } from '@inkstone/contract/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { refreshUser } from '@/shared/session/user.ts';
import { refreshMyPlans } from './keys.ts';

export type CouponReward = z.infer<typeof couponAnswer>;

/** POST cli/coupon/v1/exchange; the dialog shows the server's refusal itself, so no toast. */
export function exchangeCoupon(actCode: string): Promise<CouponReward> {
  return api.postJson<CouponReward>('cli/coupon/v1/exchange', { actCode }, { silent: true });
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
