import { systemRoutes } from '@inkstone/contract/routes/system';
import type { Region } from '@inkstone/contract/system';
import { call } from '../api/call.ts';
import { useRegionStore } from './region-store.ts';

/** GET cli/region/v1/get, unless the answer is already cached in this browser. */
export async function ensureRegion(): Promise<Region> {
  const cached = useRegionStore.getState().region;
  if (cached) return cached;
  const region = await call(systemRoutes.region, undefined, { silent: true });
  useRegionStore.getState().setRegion(region);
  return region;
}
