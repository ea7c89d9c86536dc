import { translateRoutes as table } from '@inkstone/contract/routes/translate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { translateKeys } from './keys.ts';
import { applyProgress } from './progress.ts';

/** Stops a queued or running task; its answer (cancelled, pages kept) goes into the list at once. */
export function useCancelTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(table.cancel, { taskId }, { silent: true }),
    onSuccess: (task) => applyProgress(client, task),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: translateKeys.lists() });
      void client.invalidateQueries({ queryKey: translateKeys.quota() });
    },
  });
}

/** Deletes a task and its files (the server stops a running one first). */
export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(table.del, { taskId }, { silent: true }),
    onSuccess: (_answer, taskId) => {
      client.removeQueries({ queryKey: translateKeys.task(taskId) });
      client.removeQueries({ queryKey: translateKeys.status(taskId) });
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: translateKeys.lists() });
      void client.invalidateQueries({ queryKey: translateKeys.quota() });
    },
  });
}
