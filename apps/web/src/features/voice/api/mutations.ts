import type { Recording, RecordingUpdateBody, SpokenLanguage } from '@inkstone/contract/voice';
import { voiceRoutes as table } from '@inkstone/contract/routes/voice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/call.ts';
import { voiceKeys } from './keys.ts';

/**
 * Changes that answer the whole recording: the answer replaces the cached one and the lists are
 * asked again. Silent: the page says what failed beside the action.
 */
function useRecordingChange<I>(run: (input: I) => Promise<Recording>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (recording) => client.setQueryData(voiceKeys.recording(recording.id), recording),
    onSettled: () => client.invalidateQueries({ queryKey: voiceKeys.lists() }),
  });
}

export const useUpdateRecording = () =>
  useRecordingChange((input: RecordingUpdateBody) => call(table.update, input, { silent: true }));

export const useTranscribe = () =>
  useRecordingChange((input: { id: string; language?: SpokenLanguage }) =>
    call(table.transcribe, input, { silent: true }),
  );

export function useDeleteRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(table.del, { id }, { silent: true }),
    onSuccess: (_answer, id) => client.removeQueries({ queryKey: voiceKeys.recording(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: voiceKeys.lists() }),
  });
}
