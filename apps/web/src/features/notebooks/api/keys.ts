/** Notebook query keys: both lists sit under 'notebooks', one notebook and its members under its id. */
export type Scope = 'mine' | 'shared';

/** The list the address asks for (?scope=shared), "mine" otherwise. */
export const scopeOf = (value: string | null): Scope => (value === 'shared' ? 'shared' : 'mine');

export const notebookKeys = {
  all: ['notebooks'] as const,
  list: (scope: Scope) => ['notebooks', 'list', scope] as const,
  members: (id: string) => ['notebooks', 'members', id] as const,
  detail: (id: string) => ['notebooks', 'detail', id] as const,
};
