import type { Topic } from '@inkstone/contract/chat';
import { describe, expect, it } from 'vitest';
import { canLoadNext } from '@/shared/api/paging.ts';
import { groupOf, groupTopics } from './group-topics.ts';

const now = new Date(2025, 4, 20, 15, 0);
const at = (days: number, hours = 0) => new Date(2025, 4, 20 - days, 10 + hours).toISOString();
const topic = (msgId: string, updateTime: string, pinned = false): Topic => ({
  msgId,
  topic: msgId,
  roleId: '-1',
  features: 'chat',
  projectId: null,
  updateTime,
  pinned,
});

describe('history list', () => {
  it('groups conversations by their last update', () => {
    expect(groupOf(at(0), now)).toBe('today');
    expect(groupOf(at(1), now)).toBe('yesterday');
    expect(groupOf(at(6), now)).toBe('week');
    expect(groupOf(at(30), now)).toBe('older');
    const groups = groupTopics([topic('a', at(0)), topic('b', at(0)), topic('c', at(3)), topic('d', at(40))], now);
    expect(groups.map((group) => [group.group, group.topics.map((item) => item.msgId)])).toEqual([
      ['today', ['a', 'b']],
      ['week', ['c']],
      ['older', ['d']],
    ]);
  });

  it('puts pinned conversations in a group of their own, first, whatever their date', () => {
    const groups = groupTopics([topic('p', at(40), true), topic('a', at(0))], now);
    expect(groups.map((group) => [group.group, group.topics.map((item) => item.msgId)])).toEqual([
      ['pinned', ['p']],
      ['today', ['a']],
    ]);
  });

  it('loads the next page only while the current page is below the last and nothing is loading (SPEC §4)', () => {
    expect(canLoadNext({ current: 1, pages: 3 }, false)).toBe(true);
    expect(canLoadNext({ current: 1, pages: 3 }, true)).toBe(false);
    expect(canLoadNext({ current: 3, pages: 3 }, false)).toBe(false);
    expect(canLoadNext({ current: 1, pages: 0 }, false)).toBe(false);
    expect(canLoadNext(undefined, false)).toBe(false);
  });
});
