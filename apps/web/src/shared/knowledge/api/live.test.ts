import { knowledgePushSchema } from '@inkstone/contract/routes/pushes';
import type { SourceView } from '@inkstone/contract/knowledge-api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/shared/socket/fake-socket.ts';
import { SocketClient } from '@/shared/socket/socket-client.ts';
import { sourceView } from '../testing/fake-knowledge-server.ts';
import { knowledgePush } from '../testing/pushes.ts';
import { knowledgeKeys } from './keys.ts';
import { applyKnowledgePush } from './live.ts';

const bot = { kind: 'bot' as const, id: 'b1' };

afterEach(() => {
  FakeSocket.created = [];
});

describe('knowledge pushes', () => {
  it('reach knowledge handlers through the socket client, parsed; a malformed one is dropped', () => {
    const client = new SocketClient(
      (url) => new FakeSocket(url),
      () => 'ws://test',
    );
    const handler = vi.fn();
    client.subscribe('knowledge', knowledgePushSchema, handler);
    client.connect('tok', '1');
    FakeSocket.latest().serverOpens();
    FakeSocket.latest().serverSends(knowledgePush('s1', 'learning', bot, 20));
    FakeSocket.latest().serverSends({ type: 'knowledge', knowledgeId: 's1' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ knowledgeId: 's1', state: 'learning', progress: 20 }),
    );
    client.close();
  });

  it('update the cached list by source id, both readings at once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<SourceView[]>(knowledgeKeys.list(bot), [
      sourceView({ id: 's1', state: 'queued' }),
      sourceView({ id: 's2', state: 'learned' }),
    ]);
    applyKnowledgePush(queryClient, bot, knowledgePush('s1', 'retrying', bot, 10));
    const [first, second] = queryClient.getQueryData<SourceView[]>(knowledgeKeys.list(bot))!;
    expect(first).toMatchObject({ state: 'retrying', notebookStatus: 'inQueue', botStatus: 3, progress: 10 });
    expect(second!.state).toBe('learned');
  });
});
