/** Chat query keys; what a send or a delete changes is invalidated by these. */
export const chatKeys = {
  all: ['chat'] as const,
  models: ['chat', 'models'] as const,
  defaultModel: ['chat', 'default-model'] as const,
  topics: ['chat', 'topics'] as const,
};
