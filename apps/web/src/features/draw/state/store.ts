import { DEFAULT_DRAW_RATIO, type DrawRatio } from '@inkstone/contract/draw-prompt';
import type { DrawPush, ImageRecord } from '@inkstone/contract/draw';
import { create } from 'zustand';
import { applyPush, mergeRecords, ordered, reconcileSlots } from './messages.ts';
import type { BagItem, ImageMessage } from './types.ts';

type DrawState = {
  /** SPEC §3 image messages, oldest first. */
  messages: ImageMessage[];
  /** SPEC §3 page data: the bag of selected pictures, and the ratio picked for the next drawing. */
  bag: BagItem[];
  ratio: DrawRatio;
  /** The prompt box's text, kept here so that a refused send can give it back. */
  draft: string;
  add: (pair: ImageMessage[]) => void;
  /** Both messages of a task. */
  patchTask: (msgId: string, patch: Partial<ImageMessage> | ((message: ImageMessage) => Partial<ImageMessage>)) => void;
  removeTask: (msgId: string) => void;
  merge: (records: readonly ImageRecord[]) => void;
  /** Whether the push was about a task this list holds. */
  push: (push: DrawPush) => boolean;
  setBag: (change: (bag: BagItem[]) => BagItem[]) => void;
  setRatio: (ratio: DrawRatio) => void;
  setDraft: (draft: string) => void;
  /** SPEC §4 Logout: image messages and the bag go. */
  clear: () => void;
};

/** Bumped by `clear`, so an answer that arrives after a logout is dropped. */
let epoch = 0;
export const currentEpoch = () => epoch;

const initial = () => ({ messages: [], bag: [], ratio: DEFAULT_DRAW_RATIO, draft: '' });

export const useDraw = create<DrawState>()((set, get) => ({
  ...initial(),
  add: (pair) => set((state) => ({ messages: reconcileSlots(ordered([...state.messages, ...pair])) })),
  patchTask: (msgId, patch) =>
    set((state) => ({
      messages: reconcileSlots(
        state.messages.map((message) =>
          message.msgId === msgId ? { ...message, ...(typeof patch === 'function' ? patch(message) : patch) } : message,
        ),
      ),
    })),
  removeTask: (msgId) =>
    set((state) => ({ messages: reconcileSlots(state.messages.filter((message) => message.msgId !== msgId)) })),
  merge: (records) => set((state) => ({ messages: mergeRecords(state.messages, records) })),
  push: (push) => {
    const result = applyPush(get().messages, push);
    if (result.messages !== get().messages) set({ messages: result.messages });
    return result.known;
  },
  setBag: (change) => set((state) => ({ bag: change(state.bag) })),
  setRatio: (ratio) => set({ ratio }),
  setDraft: (draft) => set({ draft }),
  clear: () => {
    for (const item of get().bag) if (item.preview) URL.revokeObjectURL(item.preview);
    epoch += 1;
    set(initial());
  },
}));

/** The response message of a task. */
export const responseOf = (messages: readonly ImageMessage[], msgId: string) =>
  messages.find((message) => message.type === 'response' && message.msgId === msgId);
export const taskById = (messages: readonly ImageMessage[], mjTaskId: string) =>
  messages.find((message) => message.type === 'response' && message.mjTaskId === mjTaskId);
