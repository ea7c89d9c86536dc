import type { Platform } from '../../platform/platform.ts';
import { allowancesResetAt, type Grant } from '../billing/service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
/** What this instance last learnt of one user's allowance, and until when it may go by it. */
/** What this instance last learnt of one user's allowance, and until when it may go by it. */
type Known = { left: number; until: number };
/** Per user: the last count read, the charges under way, and the early ones' tail. */
type Memory = { known: Map<string, Known>; charging: Map<string, number>; early: Map<string, Promise<void>> };

/**
 * How long a count read here is trusted. Other instances charge the same user, and a plan can
 * end or a coupon be used meanwhile; a minute bounds how stale the guess may get.
 */
const TRUSTED_MS = 60_000;

/** Past this many users remembered, those no longer trusted are forgotten. */
const SWEEP_AT = 10_000;

function sweep(known: Map<string, Known>, now: number) {
  for (const [key, entry] of known) if (entry.until <= now) known.delete(key);
}

/** One memory per database, so apps sharing a process (tests, the bench) keep their own. */
const memories = new WeakMap<object, Memory>();

/**
 * Whether a question's tokens may go out before its charge is settled (issue #11: the first
 * token is forwarded the moment it arrives). Only when the last charge on this instance, under
 * a minute ago and the same day, left room for this question beside those still being charged
 * here; otherwise the question waits for its charge as before, so a user at the end of their
 * allowance is refused with an ordinary error answer, never after tokens. What the guess cannot
 * see (another instance's charges in the same minute) ends the answer with the refusal's text
 * and keeps nothing (service.ts).
 */
export function knownAllowance(platform: Ctx, userId: number, premium: boolean) {
  let memory = memories.get(platform.db);
  if (!memory) memories.set(platform.db, (memory = { known: new Map(), charging: new Map(), early: new Map() }));
  const { known, charging, early } = memory;
  const key = `${userId}:${premium ? 'premium' : 'standard'}`;
  const last = known.get(key);
  const fits = Boolean(
    last && platform.clock.now().getTime() < last.until && last.left - (charging.get(key) ?? 0) >= 1,
  );
  // From now on this question counts as taken, until its charge (`follow`) is settled.
  charging.set(key, (charging.get(key) ?? 0) + 1);
  // Early charges run late (after their answer's first part); one charged at once must not
  // overtake them, or it would take the room they were promised and they would be refused.
  const earlier = early.get(key);
  const settled = () => {
    const count = (charging.get(key) ?? 1) - 1;
    if (count > 0) charging.set(key, count);
    else charging.delete(key);
  };
  return {
    fits,
    /** Runs a charge that is not early once the early ones under way for this user are settled. */
    afterEarlier<T>(charge: () => Promise<T>): Promise<T> {
      return earlier ? earlier.then(charge) : charge();
    },
    /** This question's charge, to be followed (early: run late, beside the answer); its outcome is learnt. */
    follow(grant: Promise<Grant>, { early: late }: { early: boolean }): Promise<Grant> {
      if (late) {
        const tail = Promise.all([early.get(key), grant.catch(() => {})]).then(() => {
          if (early.get(key) === tail) early.delete(key);
        });
        early.set(key, tail);
      }
      return grant.then(
        (granted) => {
          settled();
          const at = platform.clock.now();
          const until = Math.min(at.getTime() + TRUSTED_MS, allowancesResetAt(platform).getTime());
          // A question paid from extra credits says nothing of the allowance: the next one waits.
          if (granted.left === undefined) known.delete(key);
          else known.set(key, { left: granted.left, until });
          if (known.size > SWEEP_AT) sweep(known, at.getTime());
          return granted;
        },
        (error: unknown) => {
          settled();
          known.delete(key);
          throw error;
        },
      );
    },
  };
}
