import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemRoutes } from '@inkstone/contract/routes/system';
import type { ClientConfig } from '@inkstone/contract/system';
import { call } from '../api/call.ts';

/** What this deployment tells the web app: edition, demo mode, contact, record number. */
export async function getClientConfig(): Promise<ClientConfig> {
  return call(systemRoutes.config, undefined, { silent: true });
}

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: getClientConfig,
  staleTime: Infinity,
  retry: 1,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
