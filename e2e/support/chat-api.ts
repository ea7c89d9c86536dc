import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
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

/** The chat questions the page sent, as their bodies. */
export function chatBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/cli/chatgpt/v1/ssePost'))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}
