import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import type { AnalyticsSummary, trackBody } from '@inkstone/contract/analytics';
import { ResultCode } from '@inkstone/contract/envelope';
import { allRoutes } from '@inkstone/contract/routes/index';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, forbidden, invalid } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Platform } from '../../platform/platform.ts';
import { keptKey } from '../../platform/storage/stored-key.ts';
import type { EventInput } from './events.ts';
import { recorderOf } from './registry.ts';
import { countsByDay, deleteBefore } from './store.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Records an event where it happened (another feature's failure path, say). Never throws and
 * never waits: the event joins the recorder's next batch. Without a running recorder (a tool
 * that builds no server) it is dropped.
 */
export function recordEvent(platform: Pick<Platform, 'db'>, event: EventInput): void {
  recorderOf(platform.db)?.record(event);
}

/**
 * The route table's paths, the only route ids the web may report; a path with its `:name`
 * segments filled (`getToB/42`) is kept as the table spells it, so no id is stored.
 */
const tablePaths = allRoutes.map((route) => ({
  path: route.path,
  pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
}));
const tablePathOf = (route: string): string | undefined =>
  tablePaths.find((entry) => entry.path === route || entry.pattern.test(route))?.path;

type TrackPlatform = Pick<Platform, 'db' | 'config' | 'rateLimiter'>;

/** The web's own events (SPEC §8), for guests too; limited per user, or per address for guests. */
export async function trackWebEvents(
  caller: CallerWith<TrackPlatform>,
  user: UserRow | null,
  body: z.infer<typeof trackBody>,
): Promise<{ accepted: number }> {
  const { config, rateLimiter } = caller.platform;
  // Only the route table's paths: a made-up "route" could otherwise carry any words.
  const routes = body.events.map((event) => tablePathOf(event.route));
  const unknown = routes.indexOf(undefined);
  if (unknown >= 0) throw invalid('errors.invalidField', { field: `events.${unknown}.route` });
  const who = user ? `user:${user.id}` : `ip:${caller.ip}`;
  const hit = await rateLimiter.hit(`analytics:${who}`, config.ANALYTICS_TRACK_PER_MINUTE, 60_000);
  if (!hit.allowed) {
    const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
    throw new AppError(ResultCode.tooManyRequests, 'errors.tooManyRequests', { seconds }, { warn: true });
  }
  body.events.forEach((event, index) =>
    recordEvent(caller.platform, {
      name: event.name,
      code: event.code,
      userId: user?.id ?? null,
      properties: { route: routes[index]! },
    }),
  );
  return { accepted: body.events.length };
}

/** Whoever signed in with a verified email named in ADMIN_EMAILS (SPEC §6 shows no admin role). */
export const isAdmin = (config: Pick<Platform['config'], 'ADMIN_EMAILS'>, user: UserRow): boolean =>
  !!user.email && user.emailVerified && config.ADMIN_EMAILS.includes(user.email.toLowerCase());

/** Counts per day, name and code over the last `days` days; administrators only. */
export async function summary(
  caller: CallerWith<Pick<Platform, 'db' | 'config' | 'clock'>>,
  user: UserRow,
  days: number,
): Promise<AnalyticsSummary> {
  const { db, config, clock } = caller.platform;
  if (!isAdmin(config, user)) throw forbidden();
  // What waits in memory counts too: an administrator sees events up to this moment.
  await recorderOf(db)?.flush();
  const since = new Date(clock.now().getTime() - days * DAY_MS);
  const rows = await countsByDay(db, since, config.TIME_ZONE);
  return {
    days,
    since: new Intl.DateTimeFormat('en-CA', { timeZone: config.TIME_ZONE }).format(since),
    timeZone: config.TIME_ZONE,
    rows,
    total: rows.reduce((sum, row) => sum + row.count, 0),
  };
}

/** Deletes what is older than ANALYTICS_RETENTION_DAYS (everything when it is 0); answers how many went. */
export async function sweepEvents(platform: Pick<Platform, 'db' | 'config' | 'clock'>): Promise<number> {
  const days = platform.config.ANALYTICS_RETENTION_DAYS;
  return deleteBefore(platform.db, new Date(platform.clock.now().getTime() - days * DAY_MS));
}

const forwardKey = keptKey('keys/analytics-ids.key', 7_031_023);

/**
 * The id a user is forwarded as: an HMAC of the user id under a server key, so the service can
 * group one person's events but neither it nor anyone reading it can tell who they are (a
 * plain hash of a small number would be undone by trying them all). Guests are one `guest`.
 */
export function forwardIdOf(platform: Pick<Platform, 'database' | 'storage'>) {
  return async (userId: number | null): Promise<string> => {
    if (userId === null) return 'guest';
    const key = await forwardKey(platform);
    return createHmac('sha256', key).update(String(userId)).digest('hex').slice(0, 32);
  };
}
