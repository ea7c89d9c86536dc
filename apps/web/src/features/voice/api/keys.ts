/** Query keys of the voice recorder: lists under `lists`, so one invalidation refreshes them all. */
export const voiceKeys = {
  all: ['voice'] as const,
  lists: () => [...voiceKeys.all, 'list'] as const,
  list: (search: string) => [...voiceKeys.lists(), search] as const,
  recording: (id: string) => [...voiceKeys.all, 'recording', id] as const,
};
