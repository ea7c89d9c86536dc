import { describe, expect, it } from 'vitest';
import { useFakeOpenAIApp } from '../../testing/fake-openai-app.ts';
import { auth } from '../../testing/harness.ts';
import { streamChat } from '../../testing/sse.ts';
import { getJson } from '../../testing/accounts.ts';
import { SAVE_EVERY_MS } from './partial-saves.ts';
import * as store from './store.ts';

// Running answers are written down as they grow, by one writer for all streams: a crash
// mid-answer keeps what was said up to the last tick.
const kit = useFakeOpenAIApp({ AI_STALL_TIMEOUT_MS: '60000' });

// Both answers say the same (whichever request reaches the fake first takes either step).
const TEXT = 'An answer that keeps growing, a few words at a time, across several saves.';

describe('partial saves', () => {
  it('keep writing down every growing answer while it streams, then its whole text', async () => {
    // Slow enough to span at least two save ticks.
    const delayMs = Math.ceil((SAVE_EVERY_MS * 2.5) / 18);
    const msgIds = ['partial-a', 'partial-b'];
    for (const _ of msgIds) kit.fake.script({ kind: 'answer', text: TEXT, chunkSize: 4, delayMs });
    const answers = msgIds.map((msgId, i) =>
      streamChat(kit.t, '/api/cli/chatgpt/v1/ssePost', { prompt: `Question ${i}`, msgId }, kit.user.token),
    );

    // What the database holds while the answers are still streaming, sampled until both end.
    const seen = msgIds.map(() => new Set<string>());
    let finished = false;
    void Promise.all(answers).then(() => (finished = true));
    while (!finished) {
      for (const [i, msgId] of msgIds.entries()) {
        const row = await store.messageOf(kit.t.app.platform.db, kit.user.id, { msgId });
        if (row?.status === 'streaming' && row.response) seen[i]!.add(row.response);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const results = await Promise.all(answers);
    for (const i of msgIds.keys()) {
      const text = TEXT;
      expect(results[i]!.text).toBe(text);
      const saved = [...seen[i]!].sort((a, b) => a.length - b.length);
      // Saved more than once while streaming, each save a longer beginning of the answer (the
      // last may already be all of it, a tick before the answer is closed).
      expect(saved.length).toBeGreaterThanOrEqual(2);
      for (const partial of saved) expect(text.startsWith(partial)).toBe(true);
      const sessionId = (results[i]!.frames[0] as { data: { sessionId: string } }).data.sessionId;
      const record = (await getJson(kit.t, `/api/cli/chatgpt/v1/page?msgId=${sessionId}`, auth(kit.user))).body.data
        .records[0];
      expect(record).toMatchObject({ status: 'ok', reponse: text });
    }
  });
});
