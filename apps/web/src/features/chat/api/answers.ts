import { api } from '@/shared/api/client.ts';

/** POST cli/chatgpt/v1/setScore (form): 1 good, -1 bad, 0 none. */
export const setScore = (tableId: number, score: 1 | -1 | 0) => api.postForm<null>('cli/chatgpt/v1/setScore', { tableId, score });

/** POST cli/chatgpt/v1/stop: the server stops writing and keeps what came; false when it was not running. */
export const stopAnswer = (msgId: string) => api.postJson<boolean>('cli/chatgpt/v1/stop', { msgId }, { silent: true });
