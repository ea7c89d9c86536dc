import { useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes an overlay that closes itself after navigation. */
export const MOBILE_QUERY = '(max-width: 767px)';

function subscribe(query: string) {
  return (notify: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', notify);
    return () => list.removeEventListener('change', notify);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;
