import { chatRoutes } from '@inkstone/contract/routes/chat';
import { call } from '@/shared/api/call.ts';

/** Scores an answer (form-encoded, SPEC §7): 1 good, -1 bad, 0 none. */
export const setScore = (tableId: number, score: 1 | -1 | 0) => call(chatRoutes.setScore, { tableId, score });

/** The server stops writing and keeps what came; false when it was not running. */
export const stopAnswer = (msgId: string) => call(chatRoutes.stop, { msgId }, { silent: true });
