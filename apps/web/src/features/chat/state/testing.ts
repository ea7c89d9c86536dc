import type { HistoryRecord } from '@inkstone/contract/chat';
import type { ChatPush } from '@inkstone/contract/routes/pushes';

/** A stored exchange as cli/chatgpt/v1/page answers it, for tests. */
export const record = (overrides: Partial<HistoryRecord> = {}): HistoryRecord => ({
  tableId: 7,
  msgId: 'a7',
  sessionId: 's1',
  roleId: '-1',
  input: 'What is 2+2?',
  prompt: '',
  ref: [],
  reponse: '4',
  msgType: 'text',
  status: 'ok',
  error: null,
  model: 'gpt3.5',
  reasoningContent: '',
  source: [],
  score: null,
  chatFileUrl: [],
  publishToHtmlUrl: null,
  topic: 'Sums',
  createTime: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A chat result as the socket pushes it, for tests. */
export const chatPush = (overrides: Partial<ChatPush> & Pick<ChatPush, 'msgId'>): ChatPush => ({
  type: 'chat',
  sessionId: 's1',
  tableId: 7,
  content: '',
  reasoning: '',
  source: [],
  status: 'ok',
  error: null,
  done: true,
  ...overrides,
});
