import type { FrameOf, RouteSpec } from '@inkstone/contract/routes/define';
import type { z } from 'zod';
import type { InputOf } from '../api/call.ts';
import { postSse, type SseOptions } from './post-sse.ts';

/** A route of the contract's table that answers server-sent events, with its frame schema. */
export type StreamRoute = RouteSpec & { answer: 'sse'; frame: z.ZodType };

export type StreamOptions<R extends StreamRoute> = Omit<SseOptions, 'onMessage'> & {
  /** Every frame that fits the route's frame schema, in order. */
  onFrame: (frame: FrameOf<R>) => void;
};

/**
 * Asks a streaming route of the contract (`callStream(routes.chat.ssePost, body, { onFrame })`)
 * and hands over its frames parsed with the route's schema. A frame that does not fit is
 * skipped like a keep-alive; its `end: true` still closes the stream, which is the transport's
 * rule (DESIGN.md §2), so the caller settles as it does for any stream that ended.
 */
export function callStream<R extends StreamRoute>(
  route: R,
  body: InputOf<R>,
  options: StreamOptions<R>,
): Promise<void> {
  const { onFrame, ...rest } = options;
  // A GET stream (sseResume) sends its fields as the query; its callers give every field (none undefined).
  const get = route.method === 'GET';
  const query = get ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  return postSse(`${route.path}${query}`, get ? undefined : body, {
    ...rest,
    method: route.method,
    onMessage: (message) => {
      const parsed = route.frame.safeParse(message);
      if (parsed.success) onFrame(parsed.data as FrameOf<R>);
    },
  });
}
