import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isMobileNow } from '@/shared/platform/media.ts';
import { useSettings } from '@/shared/stores/settings.ts';

/** On a phone the open sidebar covers the page, so it closes after each navigation (SPEC §2). */
export function useMobileAutoCollapse(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const { slider, update } = useSettings.getState();
    if (isMobileNow() && !slider.isCollapse) update('slider', { isCollapse: true });
  }, [pathname]);
}
