import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style/index.js';
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenToastWanted } from '@/shared/ui/toast.ts';

const ToastHost = lazy(() => import('./ToastHost.tsx'));

/**
 * The app's root element and its toasts: what antd's `App` gave us (the theme's CSS variables and
 * base text style on the root, a message API that follows theme and language), without its modal
 * and notification hooks, which nothing here uses and which put Modal into every first load.
 * The toasts' code (ToastHost) mounts once the first page has painted, or at once when a toast is
 * raised before that; toasts raised meanwhile wait for it (shared/ui/toast.ts).
 */
export function ToastBridge({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stop = whenToastWanted(want);
    // After the first paint, without waiting for a toast: the first one then shows at once.
    const timer = setTimeout(want, 0);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className={[hashId, prefixCls, cssVarCls, 'app-root'].join(' ')}>
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {children}
    </div>
  );
}
