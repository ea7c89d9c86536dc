import { expect, type APIRequestContext } from '@playwright/test';
import type { TestUser } from './session.ts';

/**
 * A stored conversation made through the API (getMsgId, then one ssePost per question), so a
 * test about the history list starts with conversations without typing them. Answers the
 * session id.
 */
export async function storedConversation(
  request: APIRequestContext,
  user: TestUser,
  ...questions: string[]
): Promise<string> {
  const headers = { authorization: `Bearer ${user.token}` };
  const sessionId = (
    (await (await request.get('/api/cli/chat/topic/v1/getMsgId', { headers })).json()) as { data: string }
  ).data;
  for (const prompt of questions) {
    const response = await request.post('/api/cli/chatgpt/v1/ssePost', { headers, data: { prompt, sessionId } });
    expect(await response.text()).toContain('"end":true');
  }
  return sessionId;
}
