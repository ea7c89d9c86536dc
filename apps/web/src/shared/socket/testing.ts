import { vi } from 'vitest';
import { realtime } from './realtime.ts';

/**
 * For tests: catches the handlers features subscribe to the app's socket client for pushes of
 * `type`, so a test can deliver a push as the socket would (already parsed with the schema the
 * feature gave). Subscriptions to other types go through as usual.
 */
export function catchPushes<P extends { type: string }>(type: P['type']) {
  const handlers = new Set<(push: P) => void>();
  const subscribe = realtime.subscribe.bind(realtime);
  vi.spyOn(realtime, 'subscribe').mockImplementation(((
    wanted: string,
    schema: Parameters<typeof subscribe>[1],
    handler: (push: P) => void,
  ) => {
    if (wanted !== type) return subscribe(wanted, schema, handler as never);
    handlers.add(handler);
    return () => handlers.delete(handler);
  }) as typeof realtime.subscribe);
  return {
    get count() {
      return handlers.size;
    },
    deliver: (push: P) => handlers.forEach((handler) => handler(push)),
  };
}
