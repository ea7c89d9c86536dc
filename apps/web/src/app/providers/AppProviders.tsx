import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { antdLocaleFor } from '@/shared/i18n/language-pack.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { useThemeOverride } from '@/shared/stores/theme-override.ts';
import { queryClient } from './query-client.ts';
import { themeConfig } from './theme.ts';
import { ToastBridge } from './ToastBridge.tsx';

/** Data, language, theme and toasts for everything below. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage((state) => state.language);
  const chosenDark = useSettings((state) => state.header.isDark);
  // A page with a look of its own (the embedded bot page) wins over the reader's setting.
  const isDark = useThemeOverride((state) => state.isDark) ?? chosenDark;

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = isDark ? 'dark' : 'light';
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inside two-character Chinese buttons ("登 录"): Chinese UI text is never spaced out. */}
      <ConfigProvider
        // The pack is in before the first render and before a switch applies (shared/i18n/sync.ts).
        locale={antdLocaleFor(language)}
        theme={themeConfig(isDark)}
        button={{ autoInsertSpace: false }}
      >
        <ToastBridge>{children}</ToastBridge>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
