import type { EventProperties } from './tables.ts';

/** An event on its way to the product-analytics service; `who` is already an opaque id. */
export type OutgoingEvent = {
  name: string;
  code: string;
  who: string;
  properties: EventProperties;
  at: Date;
};

export type ForwardKind = 'posthog' | 'umami';

/** One HTTP request of the service's documented ingestion API. */
export type ForwardRequest = { url: string; body: unknown; headers: Record<string, string> };

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/**
 * PostHog's batch capture (`POST {host}/batch/` with the project key in the body): the whole
 * batch in one request. Person profiles are not made: the id only groups one person's events.
 */
function posthog(base: string, key: string, events: OutgoingEvent[]): ForwardRequest[] {
  const batch = events.map((event) => ({
    event: event.name,
    distinct_id: event.who,
    properties: { code: event.code, ...event.properties, $process_person_profile: false },
    timestamp: event.at.toISOString(),
  }));
  return [{ url: join(base, 'batch/'), body: { api_key: key, batch }, headers: {} }];
}

/**
 * Umami's `POST {host}/api/send`, one event a request (`type: 'event'`; `website` is the key).
 * Umami drops requests without a User-Agent, so the server names itself.
 */
function umami(base: string, key: string, hostname: string, events: OutgoingEvent[]): ForwardRequest[] {
  return events.map((event) => ({
    url: join(base, 'api/send'),
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Inkstone server)' },
    body: {
      type: 'event',
      payload: {
        website: key,
        hostname,
        url: '/',
        name: event.name,
        id: event.who,
        data: { code: event.code, ...event.properties },
      },
    },
  }));
}

export function forwardRequests(
  kind: ForwardKind,
  target: { url: string; key: string; hostname: string },
  events: OutgoingEvent[],
): ForwardRequest[] {
  return kind === 'posthog'
    ? posthog(target.url, target.key, events)
    : umami(target.url, target.key, target.hostname, events);
}
