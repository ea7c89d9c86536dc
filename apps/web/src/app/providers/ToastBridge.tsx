import { ConfigProvider, message } from 'antd';
import useAppStyle from 'antd/es/app/style/index.js';
import { useContext, useEffect, type ReactNode } from 'react';
import { setToaster } from '@/shared/ui/toast.ts';

/**
 * The app's root element and its toasts: what antd's `App` gave us (the theme's CSS variables and
 * base text style on the root, a message API that follows theme and language), without its modal
 * and notification hooks, which nothing here uses and which put Modal into every first load.
 * Points the shared toast helper at this message API so that toasts from the API client follow
 * the theme; its effect runs before the app's.
 */
export function ToastBridge({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setToaster(api);
    return () => setToaster(null);
  }, [api]);
  return (
    <div className={[hashId, prefixCls, cssVarCls, 'app-root'].join(' ')}>
      {holder}
      {children}
    </div>
  );
}
