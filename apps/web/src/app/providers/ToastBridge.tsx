import { App } from 'antd';
import { useEffect } from 'react';
import { setToaster } from '@/shared/ui/toast.ts';

/**
 * Points the shared toast helper at antd's context-aware message API so that toasts from the
 * API client follow the theme. Rendered before the app so its effect runs first.
 */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setToaster(message);
    return () => setToaster(null);
  }, [message]);
  return null;
}
