import { queryOptions } from '@tanstack/react-query';
import type { ToBRecord } from '@inkstone/contract/bots-tob';
import { routes } from '@inkstone/contract/routes/index';
import { call } from '@/shared/api/call.ts';
import { withParams } from '@/shared/api/path-params.ts';
import { callStream } from '@/shared/sse/call-stream.ts';
import type { StreamOptions } from '@/shared/sse/call-stream.ts';

const table = routes.botsToB;

export const embedKeys = {
  all: ['embed'] as const,
  bot: (botId: string) => [...embedKeys.all, 'bot', botId] as const,
  history: (botId: string, tmpUid: string) => [...embedKeys.all, 'history', botId, tmpUid] as const,
};

/** GET getToB/{tableId}: the contract's path has the id in it, filled here. */
export const botFaceQuery = (botId: string) =>
  queryOptions({
    queryKey: embedKeys.bot(botId),
    queryFn: () => call(withParams(table.getToB, { tableId: botId }), undefined, { silent: true }),
    retry: false,
  });

/** A visitor id for the bot: the held one renewed for another 30 days when the server accepts it, else a fresh one. */
export const fetchTmpUid = (botId: string, held?: string) =>
  call(table.getTmpUid, held ? { botId, tmpUid: held } : { botId }, { silent: true });

/** The visitor's own conversation, oldest first (the server pages newest first). */
export const historyQuery = (botId: string, tmpUid: string | null) =>
  queryOptions({
    queryKey: embedKeys.history(botId, tmpUid ?? ''),
    enabled: Boolean(tmpUid),
    queryFn: async (): Promise<ToBRecord[]> => {
      const page = await call(table.pageToB, { botId, tmpUid: tmpUid!, size: 50 }, { silent: true });
      return [...page.records].reverse();
    },
    staleTime: Infinity,
  });

export const uploadForVisitor = (file: File, botId: string, tmpUid: string) =>
  call(table.uploadToB, { file, botId, tmpUid }, { silent: true });

export const askBot = (
  body: { botId: string; tmpUid: string; prompt: string; fileList?: string[] },
  options: StreamOptions<typeof table.sseToB>,
) => callStream(table.sseToB, body, { ...options, silent: true });
