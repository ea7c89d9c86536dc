import { message } from 'antd';
import { useEffect } from 'react';
import { setToaster } from '@/shared/ui/toast.ts';

/**
 * antd's message API, in the theme and language of the providers above it, and where its toasts
 * render. Points the shared toast helper at it (toasts raised before it mounted show now). Loaded
 * after the first render (app/providers/ToastBridge.tsx): message and the notification engine under
 * it are not needed to paint the first page.
 */
export default function ToastHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setToaster(api);
    return () => setToaster(null);
  }, [api]);
  return holder;
}
