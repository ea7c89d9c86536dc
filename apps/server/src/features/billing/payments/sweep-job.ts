import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Platform } from '../../../platform/platform.ts';
import { defineJob } from '../../../platform/queue/define-job.ts';
import { pendingProviderOrders } from '../order-store.ts';
import type { ChinaProviders } from './china-providers.ts';
import { settleOrder } from './settle.ts';

export type SweepDeps = {
  platform: Pick<Platform, 'db' | 'config' | 'clock'>;
  providers: ChinaProviders;
  log: FastifyBaseLogger;
};

/** Once a minute across the cluster. */
export const PAY_SWEEP_MS = 60_000;
/** Orders looked at per run; the rest wait for the next minute. */
const BATCH = 50;

/**
 * Unpaid WeChat Pay and Alipay orders not asked about for a minute are asked (a lost
 * notification is recovered), and those past their expiry closed (settleOrder).
 */
export const paySweep = defineJob({
  name: 'billing.paySweep',
  payload: z.object({ slot: z.string() }),
  retries: 1,
  backoff: { delayMs: 30_000 },
  every: PAY_SWEEP_MS,
  perform: async (_slot, _job, deps: SweepDeps) => sweepPendingOrders(deps),
});

export async function sweepPendingOrders({ platform, providers, log }: SweepDeps) {
  const askedBefore = new Date(platform.clock.now().getTime() - PAY_SWEEP_MS);
  const orders = await pendingProviderOrders(platform.db, askedBefore, BATCH);
  const outcomes: Record<string, number> = {};
  for (const order of orders) {
    const outcome = (await settleOrder(platform, providers, log, order, 'sweep')) ?? 'unreachable';
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  if (orders.length) log.info({ outcomes }, 'payment sweep');
  return { looked: orders.length, outcomes };
}
