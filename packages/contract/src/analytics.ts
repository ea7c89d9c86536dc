import { z } from 'zod';

/**
 * Analytics events (issue #18 item 7, SPEC §8 "an error event with user and code is tracked").
 * The server records what it sees itself: every error answer (`api_error`), failed sign-ins
 * (`login_failed`) and drawing tasks that end failed (`draw_failed`). The web reports only what
 * never reached the server as an answer: calls that got no envelope (`network_error`) and
 * streams that broke (`stream_error`). No event carries free text: each has a fixed list of
 * codes and a route id, so no prompt or other personal content can travel in one.
 */
export const AnalyticsEventName = z.enum(['api_error', 'login_failed', 'draw_failed', 'network_error', 'stream_error']);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

/**
 * A call of the route table, by its path under the API base (`cli/chatgpt/v1/ssePost`). A path
 * with its parameters filled in is accepted and stored as the table spells it (`…/getToB/:tableId`).
 */
export const routeId = z
  .string()
  .max(160)
  .regex(/^[A-Za-z0-9/_:.%~-]+$/);

/** Why a call got no envelope: no connection, our timeout, or an answer that was not ours. */
export const NetworkErrorCode = z.enum(['network', 'timeout', 'invalid']);
/** Why a stream failed (the web's SseFailure, less `refused`, which the server records, and `aborted`). */
export const StreamErrorCode = z.enum(['open', 'network', 'timeout']);

export const webEventSchema = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('network_error'), code: NetworkErrorCode, route: routeId }),
  z.strictObject({ name: z.literal('stream_error'), code: StreamErrorCode, route: routeId }),
]);
export type WebEvent = z.infer<typeof webEventSchema>;

export const AnalyticsLimits = {
  /** Events in one track call; the web sends what gathered since the last call. */
  eventsPerCall: 20,
  /** Days the summary reaches back at most. */
  summaryMaxDays: 90,
} as const;

/** POST cli/analytics/v1/track (JSON): the web's own events, for guests too. */
export const trackBody = z.object({ events: z.array(webEventSchema).min(1).max(AnalyticsLimits.eventsPerCall) });
export const trackAnswer = z.object({ accepted: z.number().int() });

/** GET cli/analytics/v1/summary?days=7: counts per day (in the server's TIME_ZONE), event and code. */
export const summaryQuery = z.object({
  days: z.coerce.number().int().min(1).max(AnalyticsLimits.summaryMaxDays).default(7),
});
export const summarySchema = z.object({
  days: z.number().int(),
  since: z.string().describe('the first day counted, YYYY-MM-DD'),
  timeZone: z.string(),
  rows: z.array(
    z.object({
      day: z.string().describe('YYYY-MM-DD'),
      name: z.string(),
      code: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type AnalyticsSummary = z.infer<typeof summarySchema>;
