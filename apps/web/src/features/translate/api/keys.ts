/** Query keys of PDF translation: task lists under `lists`, so one invalidation refreshes them all. */
export const translateKeys = {
  all: ['translate'] as const,
  lists: () => [...translateKeys.all, 'list'] as const,
  quota: () => [...translateKeys.all, 'quota'] as const,
  task: (taskId: string) => [...translateKeys.all, 'task', taskId] as const,
  status: (taskId: string) => [...translateKeys.all, 'status', taskId] as const,
};
