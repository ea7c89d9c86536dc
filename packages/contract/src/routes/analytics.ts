import { summaryQuery, summarySchema, trackAnswer, trackBody } from '../analytics.ts';
import { defineRoute } from './define.ts';

/** Analytics (issue #18 item 7; SPEC names no path, so they are named in the style of §7). */
export const analyticsRoutes = {
  track: defineRoute({
    method: 'POST',
    path: 'cli/analytics/v1/track',
    encoding: 'json',
    body: trackBody,
    answer: trackAnswer,
    auth: 'optional',
    tag: 'analytics',
    summary: "The web's own error events (calls that got no answer, broken streams); guests too, rate-limited",
    description:
      'Events are fixed names with fixed codes and a route id: no free text. Errors the server answered are ' +
      'recorded by the server itself and are not sent here.',
  }),
  summary: defineRoute({
    method: 'GET',
    path: 'cli/analytics/v1/summary',
    query: summaryQuery,
    answer: summarySchema,
    auth: 'user',
    tag: 'analytics',
    summary: 'Event counts per day, name and code (no users): administrators only (ADMIN_EMAILS)',
  }),
};
