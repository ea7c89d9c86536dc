import { Limits } from '@inkstone/contract/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreferredBrowser } from '@/shared/platform/browser.ts';
import { toast } from '@/shared/ui/toast.ts';

// Once per page load, even when effects run twice in development.
let warned = false;

/** SPEC §2/§8: other browsers get a 4-second warning toast recommending Chrome. */
export function useBrowserWarning(): void {
  const { t } = useTranslation('layout');
  useEffect(() => {
    if (warned || isPreferredBrowser(navigator.userAgent)) return;
    warned = true;
    toast('warning', t('browser.warning'), Limits.browserWarningSeconds);
  }, [t]);
}
