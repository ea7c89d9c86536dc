import type { SearchHit } from '@inkstone/contract/knowledge-api';
import { routes } from '@inkstone/contract/routes/index';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';

/** As many passages as a bot's answer draws on. */
export const TEST_TOP_K = 5;

export type RetrievalTest = {
  /** What the bot would use: the search with its threshold. */
  used: SearchHit[];
  /** Passages that come up without the threshold but not with it. */
  leftOut: SearchHit[];
};

const sameHit = (a: SearchHit, b: SearchHit) => a.sourceId === b.sourceId && a.ordinal === b.ordinal;

/**
 * The knowledge tab's test box: the bot's knowledge searched for a question twice, with the bot's
 * threshold (what its answers draw on) and with none, so the owner sees what the threshold keeps
 * out. Both through the knowledge engine's own search call; refusals are toasts.
 */
export function useRetrievalTest(botId: string) {
  return useMutation({
    mutationFn: async ({ question, threshold }: { question: string; threshold: number }): Promise<RetrievalTest> => {
      const container = { kind: 'bot' as const, id: botId };
      const [used, all] = await Promise.all([
        call(routes.knowledge.search, { container, question, topK: TEST_TOP_K, minScore: threshold }),
        threshold > 0
          ? call(routes.knowledge.search, { container, question, topK: TEST_TOP_K, minScore: 0 })
          : Promise.resolve([]),
      ]);
      return { used, leftOut: all.filter((hit) => !used.some((kept) => sameHit(kept, hit))) };
    },
  });
}
