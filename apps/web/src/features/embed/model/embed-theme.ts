import { useLayoutEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '@/shared/platform/media.ts';
import { useThemeOverride } from '@/shared/stores/theme-override.ts';

/** How the embedding site asks for a look: `?theme=dark` or `?theme=light` (embed.js: data-theme). */
export type EmbedTheme = 'dark' | 'light' | 'auto';

export function embedThemeOf(value: string | null): EmbedTheme {
  return value === 'dark' || value === 'light' ? value : 'auto';
}

/**
 * The visitor page's light or dark look: what the embedding site asked for, else the visitor's
 * system preference (followed live) — never the app settings of someone signed in on this browser.
 * Applied before the first paint so the frame does not flash the other theme.
 */
export function useEmbedTheme(): void {
  const [params] = useSearchParams();
  const asked = embedThemeOf(params.get('theme'));
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const isDark = asked === 'auto' ? systemDark : asked === 'dark';
  const set = useThemeOverride((state) => state.set);
  useLayoutEffect(() => {
    set(isDark);
    return () => set(null);
  }, [isDark, set]);
}
