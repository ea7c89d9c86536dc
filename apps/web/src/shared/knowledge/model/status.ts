import {
  botKnowledgeStatuses,
  botStatusCode,
  notebookStatus,
  type BotKnowledgeStatus,
  type NotebookSourceStatus,
  type SourceState,
} from '@inkstone/contract/knowledge';

/** Which of SPEC §3's two status lists a page reads: a notebook's 4 or a bot's 10. */
export type StatusReading = 'notebook' | 'bot';

export type StatusLabel = { key: `notebook.${NotebookSourceStatus}` | `bot.${BotKnowledgeStatus}`; color: string };

const colorOf: Record<NotebookSourceStatus, string> = {
  inQueue: 'default',
  learning: 'processing',
  learned: 'success',
  failed: 'error',
};

// The bot list says more than the notebook list; its colours follow the same four moods.
const botColorOf: Record<BotKnowledgeStatus, string> = {
  learned: 'success',
  inQueue: 'default',
  learning: 'processing',
  waitingToRetry: 'warning',
  failed: 'error',
  cancelled: 'default',
  relearning: 'processing',
  toBeLearned: 'default',
  toBeRelearned: 'default',
  forgotten: 'default',
};

/** The tag a state shows under a reading; derived from the state so a push (state only) updates it. */
export function statusLabel(state: SourceState, reading: StatusReading): StatusLabel {
  if (reading === 'notebook') {
    const status = notebookStatus(state);
    return { key: `notebook.${status}`, color: colorOf[status] };
  }
  const status = botKnowledgeStatuses[botStatusCode(state)]!;
  return { key: `bot.${status}`, color: botColorOf[status] };
}

/** States in which learning runs or will run on its own: the list shows progress for these. */
export const inProgress = (state: SourceState) => state === 'learning' || state === 'relearning';

export type SourceAction = 'retry' | 'relearn' | 'cancel' | 'forget' | 'delete';

/**
 * The actions a state allows, following the contract's transitions: cancel while not yet
 * learned, relearn ("retry" when it failed) once it has stopped, forget while it has or will
 * have passages. A notebook has no cancel or forget of its own (SPEC's list of 4 folds them),
 * so it offers retry and delete only.
 */
export function actionsFor(state: SourceState, reading: StatusReading): SourceAction[] {
  const actions: SourceAction[] = [];
  if (state === 'failed' || (reading === 'notebook' && (state === 'cancelled' || state === 'forgotten')))
    actions.push('retry');
  if (reading === 'bot') {
    if (state === 'learned' || state === 'cancelled' || state === 'forgotten') actions.push('relearn');
    if (['pending', 'queued', 'learning', 'retrying', 'toRelearn', 'relearning'].includes(state))
      actions.push('cancel');
    if (state !== 'forgotten') actions.push('forget');
  }
  actions.push('delete');
  return actions;
}
