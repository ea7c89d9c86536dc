import type { HistoryRecord } from '@inkstone/contract/chat';

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
