import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/tables/users.ts';
import { FreshEntries, tellQuietly } from '../cache/fresh-entries.ts';
import type { PubSub } from '../realtime/pubsub.ts';

/**
 * How long a confirmed session is trusted without asking the database again. Short on
 * purpose: it bounds what this instance can miss — a session revoked or a user changed by
 * another instance whose notice never arrived, or by hand in SQL. Every change made through
 * this code is seen at once on this instance (see below) and, over the pub/sub, on the others.
 */
export const SESSION_CACHE_MS = 5_000;

type Change = { token: string } | { user: number };

/**
 * Sessions recently confirmed in the database, by token hash, with their user's row: a
 * signed-in call then needs no query to learn who is asking (on PGlite that query was most of
 * a small call's time). Only found sessions are kept — an unknown token is asked about every
 * time, so guessing cannot fill the memory, and a token just issued is never refused from here.
 *
 * Correctness rules, security first:
 * - A hit is used only while the session's own expiry is ahead and the entry is younger than
 *   SESSION_CACHE_MS.
 * - Revoking a session (logout, password change or reset) and writing a user's row forget the
 *   affected entries on this instance once the database write is done and before the caller
 *   gets its answer; the entries' epoch (FreshEntries) keeps a lookup that started before then
 *   from storing what it read.
 * - Across instances: the change is published on the pub/sub (Redis when configured) and every
 *   instance forgets the same entries when it hears it, within milliseconds. A lost message
 *   (Redis down at that moment) leaves another instance trusting the old entry for at most
 *   SESSION_CACHE_MS; without Redis there is only one instance to tell.
 */
export class SessionCache {
  private readonly entries = new FreshEntries<string, UserRow>(SESSION_CACHE_MS);
  private publish: ((change: Change) => Promise<void>) | null = null;

  /** The cached user of a token hash, or undefined when the database must be asked. */
  get(tokenHash: string, now: number): UserRow | undefined {
    return this.entries.get(tokenHash, now)?.value;
  }

  /** Call before asking the database; hand the result to `store` with it. */
  begin(): number {
    return this.entries.begin();
  }

  store(tokenHash: string, startedAt: number, user: UserRow, sessionExpiresAt: Date, now: number): void {
    this.entries.store(tokenHash, startedAt, user, now, sessionExpiresAt.getTime());
  }

  /** Forgets one session here and, when shared, on every other instance. */
  async forgetToken(tokenHash: string): Promise<void> {
    this.drop({ token: tokenHash });
    await this.tell({ token: tokenHash });
  }

  /** Forgets every session of a user here and, when shared, on every other instance. */
  async forgetUser(userId: number): Promise<void> {
    this.drop({ user: userId });
    await this.tell({ user: userId });
  }

  /** Hears the other instances' changes, and tells them this one's. */
  async share(pubsub: PubSub, channel: string): Promise<void> {
    await pubsub.subscribe(channel, (heard, message) => {
      if (heard === channel) this.drop(parseChange(message));
    });
    this.publish = (change) => pubsub.publish(channel, JSON.stringify(change));
  }

  private drop(change: Change | null): void {
    if (!change) this.entries.forgetAll();
    else if ('token' in change) this.entries.forget(change.token);
    else this.entries.forgetWhere((user) => user.id === change.user);
  }

  private tell(change: Change): Promise<void> {
    const publish = this.publish;
    return tellQuietly(publish ? () => publish(change) : undefined);
  }
}

function parseChange(message: string): Change | null {
  try {
    const change = JSON.parse(message) as { token?: unknown; user?: unknown };
    if (typeof change.token === 'string') return { token: change.token };
    if (typeof change.user === 'number') return { user: change.user };
  } catch {
    // fall through
  }
  return null;
}

/** One cache per database handle: the sessions it holds are that database's rows. */
const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}

/**
 * Shares session changes between the instances of one deployment over the pub/sub;
 * `namespace` keeps deployments (or test runs) sharing one Redis apart.
 */
export function shareSessionChanges(db: Db, pubsub: PubSub, namespace: string): Promise<void> {
  return sessionCacheOf(db).share(pubsub, `${namespace}sessions`);
}

/**
 * Forgets the cached sessions of a user whose row was written, so the next call reads the new
 * row. Every write of the users table must call it after the write (as `updateUser` does).
 */
export function forgetUserSessions(db: Db, userId: number): Promise<void> {
  return sessionCacheOf(db).forgetUser(userId);
}
