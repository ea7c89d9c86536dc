import { describe, expect, it } from 'vitest';
import { FreshEntries } from './fresh-entries.ts';

describe('fresh entries', () => {
  it('live for their lifetime, never past their own end, and not when the clock goes back', () => {
    const entries = new FreshEntries<string, { n: number }>(100);
    entries.store('a', entries.begin(), { n: 1 }, 1_000);
    entries.store('b', entries.begin(), { n: 2 }, 1_000, 1_050);
    expect(entries.get('a', 1_099)?.value).toEqual({ n: 1 });
    expect(entries.get('b', 1_049)?.value).toEqual({ n: 2 });
    expect(entries.get('b', 1_050)).toBeUndefined(); // its own end came first
    expect(entries.get('a', 1_100)).toBeUndefined();
    entries.store('c', entries.begin(), { n: 3 }, 2_000);
    expect(entries.get('c', 1_999)).toBeUndefined();
  });

  it('keep a null row as an answer, frozen rows shared, and nothing read across a change', () => {
    const entries = new FreshEntries<number, { n: number } | null>(100);
    entries.store(1, entries.begin(), null, 0);
    expect(entries.get(1, 1)).toMatchObject({ value: null });
    const before = entries.begin();
    entries.forget(2);
    entries.store(2, before, { n: 2 }, 0);
    expect(entries.get(2, 1)).toBeUndefined();
    entries.store(3, entries.begin(), { n: 3 }, 0);
    expect(Object.isFrozen(entries.get(3, 1)?.value)).toBe(true);
  });

  it('forget one, those a test picks, or all', () => {
    const entries = new FreshEntries<string, { user: number }>(100);
    for (const [key, user] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      entries.store(key, entries.begin(), { user }, 0);
    entries.forgetWhere((row) => row.user === 1);
    expect([entries.get('a', 1), entries.get('b', 1)]).toEqual([undefined, undefined]);
    entries.forget('c');
    expect(entries.get('c', 1)).toBeUndefined();
    expect(entries.get('d', 1)?.value).toEqual({ user: 3 });
    entries.forgetAll();
    expect(entries.get('d', 1)).toBeUndefined();
  });
});
