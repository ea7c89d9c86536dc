import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Region } from '@inkstone/contract/system';
import { jsonStorage, storageKey } from '../stores/storage.ts';

type RegionState = { region: Region | null; setRegion: (region: Region) => void };

/** The location lookup is cached in the browser (SPEC §2), so it is asked once per browser. */
export const useRegionStore = create<RegionState>()(
  persist((set) => ({ region: null, setRegion: (region) => set({ region }) }), {
    name: storageKey('region'),
    storage: jsonStorage,
    partialize: ({ region }) => ({ region }),
  }),
);
