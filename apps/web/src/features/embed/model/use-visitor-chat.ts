import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToBRecord } from '@inkstone/contract/bots-tob';
import { SseError } from '@/shared/sse/post-sse.ts';
import { askBot, historyQuery } from '../api/visitor.ts';
import { forgetVisitorId, visitorIdFor } from './visitor-id.ts';

/** The answer being written: shown until the history holds it. */
export type LiveExchange = {
  prompt: string;
  text: string;
  sources: ToBRecord['sources'];
  error: string | null;
  streaming: boolean;
};

/**
 * The visitor's conversation with one bot: its id (kept per bot in this browser), its history
 * from the server, and the answer streaming now. A refusal before the answer (too fast, the
 * daily cap) is `refusal`; a kept id the server no longer accepts is replaced by a fresh one.
 */
export function useVisitorChat(botId: string) {
  const client = useQueryClient();
  const [tmpUid, setTmpUid] = useState<string | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const [live, setLive] = useState<LiveExchange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let cancelled = false;
    visitorIdFor(botId).then(
      (id) => !cancelled && setTmpUid(id),
      (error: Error) => !cancelled && setIdError(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [botId]);

  const history = useQuery(historyQuery(botId, tmpUid));
  // A kept id the server refuses (403): start again as a new visitor.
  const historyStatus = (history.error as { code?: number } | null)?.code;
  useEffect(() => {
    if (historyStatus !== 403) return;
    forgetVisitorId(botId);
    visitorIdFor(botId).then(setTmpUid, (error: Error) => setIdError(error.message));
  }, [botId, historyStatus]);

  const send = useCallback(
    async (prompt: string, fileList: string[]) => {
      if (!tmpUid) return false;
      setRefusal(null);
      const controller = new AbortController();
      abort.current = controller;
      let current: LiveExchange = { prompt, text: '', sources: [], error: null, streaming: true };
      setLive(current);
      const update = (change: Partial<LiveExchange>) => {
        current = { ...current, ...change };
        setLive(current);
      };
      try {
        await askBot(
          { botId, tmpUid, prompt, ...(fileList.length ? { fileList } : {}) },
          {
            signal: controller.signal,
            onFrame: (frame) => {
              if (frame.code !== 200) return update({ error: frame.data });
              const data = frame.data;
              if (data.type === 'text') update({ text: current.text + data.content });
              else if (data.type === 'source')
                update({
                  sources: [
                    ...current.sources,
                    { index: data.source.index, title: data.source.title ?? '', quote: data.source.quote },
                  ],
                });
            },
          },
        );
      } catch (error) {
        if (error instanceof SseError && error.kind === 'refused') {
          // Refused before anything was written: the question goes back to the composer.
          setLive(null);
          setRefusal(error.apiError?.message ?? error.message);
          if (error.apiError?.code === 403) {
            forgetVisitorId(botId);
            setTmpUid(await visitorIdFor(botId).catch(() => null));
          }
          return false;
        }
        if (!(error instanceof SseError && error.kind === 'aborted'))
          update({ error: error instanceof Error ? error.message : '' });
      }
      update({ streaming: false });
      abort.current = null;
      await client.invalidateQueries({ queryKey: historyQuery(botId, tmpUid).queryKey });
      setLive(null);
      return true;
    },
    [botId, tmpUid, client],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  return {
    tmpUid,
    idError,
    records: history.data ?? [],
    loadingHistory: history.isPending && Boolean(tmpUid),
    live,
    refusal,
    send,
    stop,
  };
}
