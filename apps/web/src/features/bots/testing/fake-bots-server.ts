import type { Bot, BotTag } from '@inkstone/contract/bots';
import type { ModelEntry } from '@inkstone/contract/models';
import { fakeApi, type FakeHandler } from '@/test/fake-api.ts';

let ids = 0;

/** A bot as the server presents it: a public official one unless told otherwise. */
export function bot(overrides: Partial<Bot> = {}): Bot {
  ids += 1;
  const name = overrides.name ?? `Bot ${ids}`;
  return {
    tableId: `bot${ids}`,
    name,
    botName: name,
    description: `What bot ${ids} does`,
    avatar: '🤖',
    model: 'gpt3.5',
    prompt: null,
    scoreThreshold: 0.5,
    originality: 3,
    greeting: '',
    isPublic: true,
    showKnowledge: true,
    category: 'writing',
    categoryName: 'Writing',
    tags: [],
    officialAccountName: null,
    plugins: null,
    uses: 0,
    isOwner: false,
    isBound: false,
    isOfficial: false,
    ownerName: 'Someone',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const model = (id: ModelEntry['model'], label: string, extra: Partial<ModelEntry> = {}): ModelEntry => ({
  brand: 'Brand',
  model: id,
  label,
  default: false,
  shown: true,
  logo: '/logos/x.svg',
  enabled: true,
  kind: 'chat',
  reasoning: false,
  vision: false,
  ...extra,
});

const page = <T>(records: T[], current = 1, size = 20) => ({
  records: records.slice((current - 1) * size, current * size),
  total: records.length,
  current,
  size,
  pages: Math.max(1, Math.ceil(records.length / size)),
});

/**
 * A fetch stand-in for the bot calls, holding Discover's public bots and the reader's own and
 * bound ones in memory as the server would: the network boundary is all a test replaces.
 */
export function fakeBotsServer(start: { discover?: Bot[]; mine?: Bot[]; tags?: BotTag[] } = {}) {
  const state = { discover: [...(start.discover ?? [])], mine: [...(start.mine ?? [])] };
  const tags = start.tags ?? [
    { id: 't1', name: 'Productivity' },
    { id: 't2', name: 'Language' },
  ];
  const find = (id: unknown) => state.mine.find((entry) => entry.tableId === id && entry.isOwner);
  const handlers: Record<string, FakeHandler> = {
    'cli/chat/bot/v1/page': ({ json }) => {
      const keyword = typeof json.keyword === 'string' ? json.keyword.toLowerCase() : '';
      const list = state.discover.filter(
        (entry) =>
          (!json.category || entry.category === json.category) &&
          (!json.tag || entry.tags.some((tag) => tag.id === json.tag)) &&
          (!keyword || entry.name.toLowerCase().includes(keyword)),
      );
      if (json.sort === 'mostUsed') list.sort((a, b) => b.uses - a.uses);
      return { code: 200, data: page(list, Number(json.current ?? 1), Number(json.size ?? 20)) };
    },
    'cli/tag/v1/page': () => ({ code: 200, data: page(tags, 1, 100) }),
    'cli/chatgpt/v1/getModelList': () => ({
      code: 200,
      data: [model('gpt3.5', 'GPT-3.5', { default: true }), model('deepseekV3', 'DeepSeek V3')],
    }),
    'cli/chat/bot/v1/myList': () => ({ code: 200, data: state.mine }),
    'cli/chat/bot/v1/bind': ({ json }) => {
      const found = state.discover.find((entry) => entry.tableId === json.tableId);
      if (!found) return { code: 404, msg: 'Not found' };
      found.isBound = true;
      state.mine.push({ ...found });
      return { code: 200, data: true };
    },
    'cli/chat/bot/v1/unbind': ({ json }) => {
      state.mine = state.mine.filter((entry) => entry.isOwner || entry.tableId !== json.tableId);
      return { code: 200, data: true };
    },
    'cli/chat/bot/v1/setPublic': ({ json }) => {
      const found = find(json.tableId);
      if (!found) return { code: 403, msg: 'Sorry! You do not have permission to perform this action!' };
      found.isPublic = Boolean(json.isPublic);
      return { code: 200, data: found };
    },
    'cli/chat/bot/v1/del': ({ json }) => {
      if (!find(json.tableId)) return { code: 403, msg: 'Sorry! You do not have permission to perform this action!' };
      state.mine = state.mine.filter((entry) => entry.tableId !== json.tableId);
      return { code: 200, data: true };
    },
    'cli/chat/bot/v1/create': ({ json }) => {
      const created = bot({ ...(json as Partial<Bot>), tags: [], isOwner: true, isPublic: Boolean(json.isPublic) });
      state.mine.unshift(created);
      return { code: 200, data: created };
    },
    'cli/chat/bot/v1/update': ({ json }) => {
      const found = find(json.tableId);
      if (!found) return { code: 403, msg: 'Sorry! You do not have permission to perform this action!' };
      Object.assign(found, { ...json, tags: found.tags });
      return { code: 200, data: found };
    },
  };
  return { ...fakeApi(handlers), state };
}
