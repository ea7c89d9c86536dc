// The whole table, not routes/wechat and routes/writing-wechat: the lazy pages share one chunk of it,
// and naming two of its files here would split them off into a chunk of their own, which every
// page's preload list would then name (a few bytes on every first load).
import { routes } from '@inkstone/contract/routes/index';
import { isFinalPublication, type WechatPublication, type wechatPublishBody } from '@inkstone/contract/writing-wechat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/shared/api/call.ts';
import { writingKeys } from '../api/keys.ts';

/** How often a publication WeChat is still working on is asked after (WeChat takes seconds to minutes). */
export const POLL_MS = 3000;

const keys = {
  account: () => [...writingKeys.all, 'wechat-account'] as const,
  publication: (docId: string) => [...writingKeys.all, 'wechat-publication', docId] as const,
};

/** The saved Official Account: its AppID and whether a secret is stored, never the secret. */
export const useWechatAccount = () =>
  useQuery({ queryKey: keys.account(), queryFn: () => call(routes.wechat.getAccount, undefined, { silent: true }) });

/** Saves the account once WeChat has issued a token for it; the form shows a refusal beside itself. */
export function useSaveWechatAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: { appId: string; appSecret: string }) =>
      call(routes.wechat.saveAccount, fields, { silent: true }),
    onSuccess: (account) => client.setQueryData(keys.account(), account),
  });
}

export function useDeleteWechatAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.wechat.deleteAccount, undefined, { silent: true }),
    onSuccess: () => client.setQueryData(keys.account(), { appId: null, hasSecret: false, updatedAt: null }),
  });
}

/**
 * The document's latest publication, kept by the server: after a reload it picks up where it
 * stood. While WeChat is still working on it (`publishing`), it is asked after every POLL_MS
 * (wechatStatus, which stores WeChat's answer); a final state stops the polling, and so does a
 * failed look (the reader sees why and may look again).
 */
export function usePublication(docId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: keys.publication(docId),
    queryFn: async ({ queryKey }): Promise<WechatPublication | null> => {
      const known = client.getQueryData<WechatPublication | null>(queryKey);
      if (known?.status === 'publishing' && known.publishId)
        return call(routes.writingWechat.status, { id: docId, publishId: known.publishId }, { silent: true });
      return call(routes.writingWechat.latest, { id: docId }, { silent: true });
    },
    refetchInterval: (query) => {
      const publication = query.state.data;
      if (query.state.status === 'error' || !publication || isFinalPublication(publication.status)) return false;
      return POLL_MS;
    },
    // Polling is what the reader waits on: keep it going while the tab is in the background.
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/** Sends the document (saving what is typed first, when told how); the answer becomes the publication polled above. */
export function usePublishToWechat(docId: string, flush?: () => Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<z.input<typeof wechatPublishBody>, 'id'>) => {
      // The server publishes the document as saved: what is typed goes first.
      await flush?.();
      return call(routes.writingWechat.publish, { id: docId, ...body }, { silent: true });
    },
    onSuccess: (publication) => client.setQueryData(keys.publication(docId), publication),
    // A refusal by WeChat is kept on the server as a failed publication with its reason.
    onError: () => client.invalidateQueries({ queryKey: keys.publication(docId) }),
  });
}
