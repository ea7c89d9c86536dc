import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { queryClient } from './query-client.ts';
import { themeConfig } from './theme.ts';
import { ToastBridge } from './ToastBridge.tsx';

/** Data, language, theme and toasts for everything below. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage((state) => state.language);
  const isDark = useSettings((state) => state.header.isDark);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = isDark ? 'dark' : 'light';
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inside two-character Chinese buttons ("登 录"): Chinese UI text is never spaced out. */}
      <ConfigProvider
        locale={language === 'zh_CN' ? zhCN : enUS}
        theme={themeConfig(isDark)}
        button={{ autoInsertSpace: false }}
      >
        <App className="app-root">
          <ToastBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
