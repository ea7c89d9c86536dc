import { sql } from 'drizzle-orm';
import type { Readiness } from '@inkstone/contract/system';
import type { Platform } from '../platform.ts';

type Part = keyof Readiness['checks'];
/** A check gives up after this, so a hung dependency fails the probe instead of hanging it. */
const CHECK_TIMEOUT_MS = 2000;

/** The checks of one instance; null: the part is not used by this deployment. */
export type ReadinessChecks = Record<Part, (() => Promise<unknown>) | null>;

export function readinessChecks(platform: Pick<Platform, 'db' | 'redis' | 'storage'>): ReadinessChecks {
  const { db, redis, storage } = platform;
  return {
    database: () => db.execute(sql`select 1`),
    redis: redis ? () => redis.ping() : null,
    // The local folder writes and removes a probe file; S3 asks for the bucket (storage.ping).
    storage: () => storage.ping(),
  };
}

function withTimeout(work: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check at once. A failure's reason goes to `onFailure` (the log), never into the
 * answer: the probe is reachable from outside, and reasons name hosts and paths.
 */
export async function checkReadiness(
  checks: ReadinessChecks,
  onFailure: (part: Part, error: unknown) => void,
): Promise<Readiness> {
  const parts = Object.keys(checks) as Part[];
  const results = await Promise.all(
    parts.map(async (part) => {
      const check = checks[part];
      if (!check) return 'off' as const;
      try {
        await withTimeout(check);
        return 'ok' as const;
      } catch (error) {
        onFailure(part, error);
        return 'fail' as const;
      }
    }),
  );
  const outcome = Object.fromEntries(parts.map((part, index) => [part, results[index]!])) as Readiness['checks'];
  const failed = parts.filter((part) => outcome[part] === 'fail');
  return { status: failed.length ? 'fail' : 'ok', checks: outcome, failed };
}
