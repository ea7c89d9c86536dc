/** Chat query keys; what a send or a delete changes is invalidated by these. */
export const chatKeys = {
  all: ['chat'] as const,
  models: ['chat', 'models'] as const,
  defaultModel: ['chat', 'default-model'] as const,
  topics: ['chat', 'topics'] as const,
  /**
   * One client chat's stored history: keyed by the chat's local key too, so a conversation
   * opened again after it left the five kept chats starts from its newest page, as a fresh chat.
   */
  history: (chatKey: string, sessionId: string) => ['chat', 'history', chatKey, sessionId] as const,
};
