import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { appEvents } from '@/shared/session/events.ts';
import { onLogout } from '@/shared/session/logout.ts';
import { refreshUser } from '@/shared/session/user.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { toast } from '@/shared/ui/toast.ts';
import { refreshMyPlans } from './api/keys.ts';
import { stopWatchingForPayment } from './payment-watch.ts';

const CHANNEL = 'inkstone.billing';
/** Focus and visibility often fire together; one refresh covers both. */
const FOCUS_GAP_MS = 1_000;

/**
 * Keeps the meter and plans true after things that happen elsewhere (SPEC §7 payment):
 * - the checkout tab comes back to `/?paid=1`: refresh there, tell the other tabs, thank the user;
 * - this tab regains focus (the user paid in another tab and came back);
 * - another tab announces a payment;
 * - a feature reports new usage (`usageChanged`, e.g. a chat answer is done).
 */
export function useBillingSync(): void {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const { pathname, key } = useLocation();
  const [params, setParams] = useSearchParams();
  const paid = params.get('paid');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // `/` redirects to the last route and carries the query along; act once it has landed.
    if (paid === null || pathname === '/' || handled.current === key) return;
    handled.current = key;
    stopWatchingForPayment();
    void refreshMyPlans(client);
    if (useAuth.getState().token) refreshUser({ silent: true }).catch(() => undefined);
    announcePayment();
    toast('success', t('paid.toast'));
    setParams(
      (next) => {
        next.delete('paid');
        return next;
      },
      { replace: true },
    );
  }, [paid, pathname, key, client, setParams, t]);

  useEffect(() => {
    let last = 0;
    const refresh = () => {
      if (Date.now() - last < FOCUS_GAP_MS) return;
      last = Date.now();
      void refreshMyPlans(client);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onUsage = () => void refreshMyPlans(client);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    const onMessage = () => {
      stopWatchingForPayment();
      void refreshMyPlans(client);
      if (useAuth.getState().token) refreshUser({ silent: true }).catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    channel?.addEventListener('message', onMessage);
    appEvents.on('usageChanged', onUsage);
    const stopOnLogout = onLogout(stopWatchingForPayment);
    return () => {
      stopOnLogout();
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
      channel?.close();
      appEvents.off('usageChanged', onUsage);
    };
  }, [client]);
}

function announcePayment(): void {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('paid');
  channel.close();
}
