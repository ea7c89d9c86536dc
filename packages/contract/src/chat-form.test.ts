import { describe, expect, it } from 'vitest';
import { chatBody } from './chat.ts';

/** webSocketChat is a form: the chat body's fields must read the same there as in JSON. */
describe('the chat body as a form', () => {
  it("reads the web-search switch from 'true' and 'false' as from booleans", () => {
    expect(chatBody.parse({ prompt: 'Hi', webSearch: 'true' }).webSearch).toBe(true);
    expect(chatBody.parse({ prompt: 'Hi', webSearch: 'false' }).webSearch).toBe(false);
    expect(chatBody.parse({ prompt: 'Hi', webSearch: true }).webSearch).toBe(true);
  });

  it('refuses anything else', () => {
    expect(chatBody.safeParse({ prompt: 'Hi', webSearch: 'yes' }).success).toBe(false);
  });
});
