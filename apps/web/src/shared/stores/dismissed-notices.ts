import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { jsonStorage, storageKey } from './storage.ts';

/** A notice the visitor has closed: it stays closed in this browser. */
export type Notice = 'demoBanner';

type DismissedState = { dismissed: Partial<Record<Notice, true>>; dismiss: (notice: Notice) => void };

export const useDismissedNotices = create<DismissedState>()(
  persist(
    (set) => ({
      dismissed: {},
      dismiss: (notice) => set((state) => ({ dismissed: { ...state.dismissed, [notice]: true } })),
    }),
    { name: storageKey('dismissed'), storage: jsonStorage, partialize: ({ dismissed }) => ({ dismissed }) },
  ),
);
