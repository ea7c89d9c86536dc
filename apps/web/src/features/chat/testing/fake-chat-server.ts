import type { ModelEntry } from '@inkstone/contract/models';
import { vi } from 'vitest';
import { jsonResponse, sseText, streamResponse } from '@/test/sse.ts';

const entry = (model: ModelEntry['model'], label: string, extra: Partial<ModelEntry> = {}): ModelEntry => ({
  brand: 'Brand',
  model,
  label,
  default: false,
  shown: true,
  logo: '/logos/openai.svg',
  enabled: true,
  kind: 'chat',
  reasoning: false,
  vision: false,
  ...extra,
});

export const MODELS: ModelEntry[] = [
  entry('gpt3.5', 'GPT-3.5', { default: true }),
  entry('deepseekV3', 'DeepSeek V3', { logo: '/logos/deepseek.svg' }),
  entry('perplexity', 'Perplexity', { shown: false }),
];

type Call = { path: string; body: string | null };
type StreamHandler = (body: Record<string, unknown>) => Response;

/**
 * A fetch stand-in for the chat calls (and the config and plan-meter calls around the page):
 * it answers by path and records every call. The stream echoes the client's msgId.
 */
const TEA_BOT = {
  tableId: 'tea',
  name: 'Tea guide',
  botName: 'Tea guide',
  description: 'Knows our teas',
  avatar: '🍵',
  greeting: 'Welcome to the tea shop! Ask me about our teas.',
  model: 'gpt3.5',
  prompt: null,
  scoreThreshold: 0.5,
  originality: 3,
  isPublic: true,
  showKnowledge: true,
  category: 'lifestyle',
  categoryName: 'Lifestyle',
  tags: [],
  officialAccountName: null,
  plugins: null,
  uses: 3,
  isOwner: false,
  isBound: false,
  isOfficial: false,
  ownerName: 'Ann',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

export function fakeChatServer() {
  const calls: Call[] = [];
  let stream: StreamHandler = (body) =>
    streamResponse([
      sseText([
        {
          code: 200,
          end: false,
          data: { type: 'start', msgId: body.msgId, tableId: 1, sessionId: 's1', model: body.model },
        },
        { code: 200, end: false, data: { type: 'text', content: `You said: ${String(body.prompt)}` } },
        { code: 200, end: true, data: { type: 'done' } },
      ]),
    ]);
  let topics: unknown[] = [];
  const ok = (data: unknown) => jsonResponse({ code: 200, msg: 'ok', data });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body =
      typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : null;
    calls.push({ path, body });
    switch (path) {
      case 'cli/config/v1/get':
        return ok({ edition: 'global', demoMode: true, version: '1.0.0', recordNumber: null, contactEmail: null });
      case 'cli/chatgpt/v1/getModelList':
        return ok(MODELS);
      case 'cli/chatgpt/v1/getDefaultModel':
        return ok('gpt3.5');
      case 'cli/chatgpt/v1/setDefaultModel':
        return ok(new URLSearchParams(body ?? '').get('model'));
      case 'cli/chat/topic/v1/getMsgId':
        return ok('s1');
      case 'cli/chat/topic/v1/create': {
        const { botId, pageInfo } = JSON.parse(body ?? '{}') as { botId: string; pageInfo?: { id?: string } };
        const topic = { msgId: 's1', topic: '', roleId: botId, features: 'notebook', projectId: pageInfo?.id ?? null };
        return ok({ ...topic, updateTime: '2026-01-01 10:00:00', pinned: false });
      }
      case 'cli/chat/topic/v1/page':
        return ok({ records: topics, total: topics.length, current: 1, size: 10, pages: topics.length ? 1 : 0 });
      case 'cli/chatgpt/v1/page':
        return ok({ records: [], total: 0, current: 1, size: 10, pages: 0 });
      case 'cli/chatgpt/v1/ssePost':
        return stream(JSON.parse(body ?? '{}') as Record<string, unknown>);
      case 'cli/chat/bot/v1/get':
        // One bot, `tea`; any other id is unknown (the page says "not available").
        return new URLSearchParams(body ?? '').get('tableId') === 'tea'
          ? ok(TEA_BOT)
          : jsonResponse({ code: 404, msg: 'not found' }, 404);
      default:
        return jsonResponse({ code: 404, msg: `no handler for ${path}` }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    onStream: (handler: StreamHandler) => {
      stream = handler;
    },
    /** The conversations the topics page lists. */
    setTopics: (list: unknown[]) => {
      topics = list;
    },
  };
}
