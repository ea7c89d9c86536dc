import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { jsonStorage, storageKey } from './storage.ts';

/** Paths that are never worth returning to: the redirects themselves and the error page. */
const NOT_REMEMBERED = new Set(['/', '/index', '/error']);

type LastRouteState = { path: string | null; remember: (path: string) => void };

/** `/` sends people back where they were last (SPEC §2). */
export const useLastRoute = create<LastRouteState>()(
  persist(
    (set) => ({
      path: null,
      remember: (path) => {
        const pathname = path.split(/[?#]/)[0] ?? path;
        if (!NOT_REMEMBERED.has(pathname)) set({ path });
      },
    }),
    { name: storageKey('lastRoute'), storage: jsonStorage, partialize: ({ path }) => ({ path }) },
  ),
);
