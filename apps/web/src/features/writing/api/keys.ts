/** Query keys of the writing studio: lists under `docs`, so one invalidation refreshes them all. */
export type DocFilter = { searchValue: string; groupId: string | null | undefined; trashed: boolean };

export const writingKeys = {
  all: ['writing'] as const,
  docs: () => [...writingKeys.all, 'docs'] as const,
  list: (filter: DocFilter) => [...writingKeys.docs(), filter] as const,
  doc: (id: string) => [...writingKeys.all, 'doc', id] as const,
  groups: () => [...writingKeys.all, 'groups'] as const,
  versions: (id: string) => [...writingKeys.all, 'versions', id] as const,
  version: (id: string, versionId: string) => [...writingKeys.versions(id), versionId] as const,
};
