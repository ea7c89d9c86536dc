import { describe, expect, it } from 'vitest';
import { trimChats } from './trim.ts';
import type { Chat } from './types.ts';

const chat = (key: string, usedAt: number, page: 'chat' | 'notebook' = 'chat'): Chat => ({
  key,
  title: '',
  botId: '-1',
  pageInfo: { page },
  sessionId: null,
  isNewSession: true,
  messages: [],
  historyPages: 0,
  usedAt,
});

const keys = (chats: Chat[]) => chats.map((item) => item.key);

describe('at most five chats (SPEC §3/§4)', () => {
  it('keeps up to the limit untouched', () => {
    const chats = [chat('a', 1), chat('b', 2), chat('c', 3), chat('d', 4), chat('e', 5)];
    expect(keys(trimChats(chats, 5, new Set()))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops the oldest chat past the limit', () => {
    const chats = [chat('b', 2), chat('a', 1), chat('c', 3), chat('d', 4), chat('e', 5), chat('f', 6)];
    expect(keys(trimChats(chats, 5, new Set()))).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('drops a notebook chat first, even a newer one, and the oldest notebook chat of several', () => {
    const chats = [
      chat('a', 1),
      chat('n2', 9, 'notebook'),
      chat('c', 3),
      chat('n1', 8, 'notebook'),
      chat('e', 5),
      chat('f', 6),
    ];
    expect(keys(trimChats(chats, 5, new Set()))).toEqual(['a', 'n2', 'c', 'e', 'f']);
    expect(keys(trimChats(chats, 4, new Set()))).toEqual(['a', 'c', 'e', 'f']);
  });

  it('never drops a chat on screen or still answering; the next oldest goes instead', () => {
    const chats = [chat('a', 1), chat('b', 2), chat('c', 3), chat('d', 4), chat('e', 5), chat('f', 6)];
    expect(keys(trimChats(chats, 5, new Set(['a'])))).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(keys(trimChats(chats, 1, new Set(['a', 'b', 'c'])))).toEqual(['a', 'b', 'c']);
  });
});
