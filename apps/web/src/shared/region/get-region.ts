import { regionSchema, type Region } from '@inkstone/contract/system';
import { api } from '../api/client.ts';
import { useRegionStore } from './region-store.ts';

/** GET cli/region/v1/get, unless the answer is already cached in this browser. */
export async function ensureRegion(): Promise<Region> {
  const cached = useRegionStore.getState().region;
  if (cached) return cached;
  const region = regionSchema.parse(await api.get('cli/region/v1/get', undefined, { silent: true }));
  useRegionStore.getState().setRegion(region);
  return region;
}
