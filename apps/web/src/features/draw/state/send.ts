import { DRAW_REFUSED, refusalDataSchema, type ChangeAction } from '@inkstone/contract/draw';
import { drawSubmission } from '@inkstone/contract/draw-prompt';
import { parsePrompt } from '@inkstone/contract/draw-params';
import { formatMessage } from '@inkstone/contract/messages';
import { ApiError } from '@/shared/api/errors.ts';
import { i18next } from '@/shared/i18n/i18n.ts';
import { appEvents } from '@/shared/session/events.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { toast } from '@/shared/ui/toast.ts';
import { blend, change, imagine } from '../api/draw-calls.ts';
import '../i18n.ts';
import { bagUrls } from './bag.ts';
import { taskById, useDraw } from './store.ts';
import { isGrid, slotOf, type BagItem, type ImageMessage } from './types.ts';

export type SendOutcome = 'sent' | 'nothing' | 'refused' | 'failed' | 'waiting';

let counter = 0;
export const newMsgId = () =>
  `draw-${Date.now().toString(36)}-${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function newTask(
  fields: Pick<ImageMessage, 'action' | 'content' | 'urls' | 'prompt' | 'parentId' | 'index'> & Partial<ImageMessage>,
): ImageMessage[] {
  const base = {
    msgId: newMsgId(),
    date: new Date().toISOString(),
    expand1: null,
    expand2: null,
    expand3: null,
    expand4: null,
    ...fields,
  };
  return [
    { ...base, type: 'prompt', progress: 100, code: '00', done: true },
    { ...base, type: 'response', content: '', urls: [], progress: 0, code: '01', done: false, heardAt: Date.now() },
  ];
}

/** The server's answer to the call: the task id, or how it refused. */
async function settle(pair: ImageMessage[], call: () => Promise<string>): Promise<'sent' | 'refused' | 'failed'> {
  const { msgId } = pair[0]!;
  const store = useDraw.getState;
  try {
    const id = await call();
    const existing = taskById(store().messages, id);
    // Asking again for an upscale that exists answers that one: no second message for it.
    if (existing && existing.msgId !== msgId) store().removeTask(msgId);
    else store().patchTask(msgId, (message) => ({ mjTaskId: message.mjTaskId ?? id, heardAt: Date.now() }));
    appEvents.emit('usageChanged');
    return 'sent';
  } catch (error) {
    if (error instanceof ApiError && error.code === DRAW_REFUSED) {
      // SPEC §4: a finished failed message that shows the server's text with its links.
      const links = refusalDataSchema.safeParse(error.data);
      store().patchTask(msgId, (message) =>
        message.type === 'response'
          ? {
              code: '02',
              progress: 100,
              done: true,
              content: error.message,
              refused: { links: links.success ? links.data.links : [] },
            }
          : {},
      );
      return 'refused';
    }
    store().removeTask(msgId);
    warn(error);
    return 'failed';
  }
}

/** SPEC §8: failures other than a refusal are a warning toast (a 401 has already signed out). */
function warn(error: unknown) {
  if (!(error instanceof ApiError)) return toast('warning', i18next.t('draw:failed'));
  if (error.kind === 'aborted' || error.isUnauthorized) return;
  if (error.kind === 'envelope') return toast('warning', error.message);
  toast('warning', i18next.t(error.kind === 'timeout' ? 'errors:network.timeout' : 'errors:network.error'));
}

/**
 * Sends the prompt box and the bag (SPEC §5 via the contract's `drawSubmission`): nothing
 * with no text and one picture or fewer, CREATE for text (' --ar ' and the ratio added when the
 * text has none), BLEND for pictures alone. The box and bag empty at once and come back if
 * the call fails.
 */
export async function submitDraw(): Promise<SendOutcome> {
  const { draft, bag, ratio } = useDraw.getState();
  if (bag.some((item) => item.status === 'uploading')) {
    toast('warning', i18next.t('draw:bag.uploading'));
    return 'waiting';
  }
  if (bag.some((item) => item.status === 'error')) {
    toast('warning', i18next.t('draw:bag.abnormal'));
    return 'waiting';
  }
  const submission = drawSubmission({ text: draft, images: bagUrls(bag), ratio });
  if (!submission) return 'nothing';
  if (submission.action === 'CREATE') {
    // The server's own check, before anything is sent.
    const parsed = parsePrompt(submission.prompt);
    const problem = parsed.ok
      ? parsed.value.text
        ? null
        : { key: 'draw.promptRequired' as const, params: {} }
      : parsed.problem;
    if (problem) {
      toast('warning', formatMessage(useLanguage.getState().language, problem.key, problem.params));
      return 'nothing';
    }
  }
  const pair =
    submission.action === 'CREATE'
      ? newTask({
          action: 'CREATE',
          content: submission.prompt,
          prompt: submission.prompt,
          urls: submission.images,
          parentId: null,
          index: null,
        })
      : newTask({
          action: 'BLEND',
          content: '',
          prompt: '',
          urls: submission.images,
          parentId: null,
          index: null,
          dimensions: submission.dimensions,
        });
  const msgId = pair[0]!.msgId;
  const taken = takeComposer();
  useDraw.getState().add(pair);
  const outcome = await settle(pair, () =>
    submission.action === 'CREATE'
      ? imagine({ msgId, prompt: submission.prompt, images: submission.images })
      : blend({ msgId, images: submission.images, dimensions: submission.dimensions }),
  );
  if (outcome === 'sent') releasePreviews(taken.bag);
  else restoreComposer(taken);
  return outcome;
}

/**
 * UPSCALE, VARIATION or REROLL of a finished grid (SPEC §7 change). Upscaling marks the parent's slot pending at once
 * (SPEC §4).
 */
export async function sendChange(
  parent: ImageMessage,
  action: ChangeAction,
  index: number | null,
  onAdded?: (msgId: string) => void,
): Promise<SendOutcome> {
  if (!parent.mjTaskId || parent.code !== '00' || !isGrid(parent)) return 'nothing';
  if (action === 'UPSCALE' && (!index || parent[slotOf(index)])) return 'nothing';
  const pair = newTask({
    action,
    content: parent.prompt,
    prompt: parent.prompt,
    urls: [],
    parentId: parent.mjTaskId,
    index: action === 'REROLL' ? null : index,
  });
  const msgId = pair[0]!.msgId;
  useDraw.getState().add(pair);
  onAdded?.(msgId);
  const outcome = await settle(pair, () =>
    change({ msgId, action, mjTaskId: parent.mjTaskId!, index: action === 'REROLL' ? null : index }),
  );
  if (outcome === 'failed' && action === 'UPSCALE' && index) {
    // The upscale never started: its slot is free again (SPEC §4).
    const slot = slotOf(index);
    useDraw.getState().patchTask(parent.msgId, (message) => (message[slot] === 'pending' ? { [slot]: null } : {}));
  }
  return outcome;
}

type Taken = { draft: string; bag: BagItem[] };

function takeComposer(): Taken {
  const { draft, bag, setDraft, setBag } = useDraw.getState();
  setDraft('');
  setBag(() => []);
  return { draft, bag };
}

/** A refused or failed send gives the words and pictures back, unless new ones were put there meanwhile. */
function restoreComposer(taken: Taken) {
  const { draft, bag, setDraft, setBag } = useDraw.getState();
  if (!draft) setDraft(taken.draft);
  if (!bag.length) setBag(() => taken.bag);
  else releasePreviews(taken.bag);
}

function releasePreviews(bag: readonly BagItem[]) {
  for (const item of bag) if (item.preview) URL.revokeObjectURL(item.preview);
}
