/** Notes query keys: everything of one notebook's notes sits under its id, so one invalidation reaches all. */
export const noteKeys = {
  all: (notebookId: string) => ['notebookNotes', notebookId] as const,
  list: (notebookId: string) => ['notebookNotes', notebookId, 'list'] as const,
  search: (notebookId: string, keyword: string) => ['notebookNotes', notebookId, 'search', keyword] as const,
};
