import type { Container } from '@inkstone/contract/knowledge';

/** Knowledge query keys: a container's list, and one source's detail (with passages). */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (container: Container) => ['knowledge', 'list', container.kind, container.id] as const,
  detail: (id: string) => ['knowledge', 'source', id] as const,
};
