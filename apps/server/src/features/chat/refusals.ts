import type { Platform } from '../../platform/platform.ts';
import { quotaDay } from '../billing/service.ts';

type Ctx = Pick<Platform, 'db' | 'config' | 'clock'>;
type Day = { day: string; users: Set<string> };

/** One list per database, so apps sharing a process (tests, the bench) keep their own. */
const lists = new WeakMap<object, Day>();

/**
 * Who was refused a question for quota today, on this instance. The upstream call normally
 * starts while the question is charged, so the first token comes sooner; for someone out of
 * questions that would send (and then abort) one provider request per refused question —
 * prompt tokens some providers bill, and a way to make us call the provider for free. After a
 * refusal that user's questions are charged first, until one is granted (a plan bought, a
 * coupon redeemed, a new day); the list is dropped when the day changes, so it stays small.
 */
export function recentRefusals(platform: Ctx, userId: number, premium: boolean) {
  const today = quotaDay(platform);
  let list = lists.get(platform.db);
  if (!list || list.day !== today) {
    list = { day: today, users: new Set() };
    lists.set(platform.db, list);
  }
  const { users } = list;
  const key = `${userId}:${premium ? 'premium' : 'standard'}`;
  return {
    refusedBefore: users.has(key),
    refused: () => void users.add(key),
    granted: () => void users.delete(key),
  };
}
