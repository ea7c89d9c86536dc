import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientConfigSchema, type ClientConfig } from '@inkstone/contract/system';
import { api } from '../api/client.ts';

/** What this deployment tells the web app: edition, demo mode, contact, record number. */
export async function getClientConfig(): Promise<ClientConfig> {
  return clientConfigSchema.parse(await api.get('cli/config/v1/get', undefined, { silent: true }));
}

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: getClientConfig,
  staleTime: Infinity,
  retry: 1,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
