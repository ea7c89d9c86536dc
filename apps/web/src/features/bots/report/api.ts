import { STATS_REFRESH_MINUTES, type BotStats } from '@inkstone/contract/bot-stats';
import { routes } from '@inkstone/contract/routes/index';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { botKeys } from '../api/keys.ts';

export type ReportDays = 7 | 30;

/** Under the bot's own key, so deleting or changing the bot asks again too. */
export const reportKeys = {
  stats: (botId: string, days: ReportDays) => [...botKeys.one(botId), 'stats', days] as const,
};

/**
 * The bot's data report over the last 7 or 30 days (owner only). The server aggregates every half
 * hour, so the tab asks again on the same beat while it is open; asking more often shows nothing new.
 * Silent: the tab shows a failure itself, with a retry, rather than a toast.
 */
export function useBotStats(botId: string, days: ReportDays) {
  return useQuery<BotStats>({
    queryKey: reportKeys.stats(botId, days),
    queryFn: ({ signal }) => call(routes.bots.dailyStatistics, { roleId: botId, days }, { signal, silent: true }),
    refetchInterval: STATS_REFRESH_MINUTES * 60_000,
    // Switching 7 <-> 30 keeps the last figures on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}
