import type { RouteRules } from './access.ts';
import { lazyPage, type LazyPage } from './lazy-page.ts';

export type AppRoute = RouteRules & {
  path: string;
  page: LazyPage;
  /** Stays mounted (hidden) after the first visit so its state survives navigation. */
  keepAlive?: boolean;
  /** Rendered without the sidebar layout (the customer-facing embed). */
  bare?: boolean;
};

/**
 * The routes of SPEC §2. No route is region-only yet; a later one sets `region: 'cn'` or
 * `'global'` and the guard sends visitors of the other region to /error.
 */
export const routeTable: AppRoute[] = [
  { path: '/bot/discover', page: lazyPage(() => import('@/features/bots/DiscoverPage.tsx')) },
  { path: '/bot/mybot', page: lazyPage(() => import('@/features/bots/MyBotsPage.tsx')) },
  { path: '/bot/create', login: true, page: lazyPage(() => import('./BotEditorRoute.tsx')) },
  // Editing needs to know whose bot it is, so it asks for a sign-in like creating does.
  { path: '/bot/update/:id', login: true, page: lazyPage(() => import('./BotEditorRoute.tsx')) },
  { path: '/bot/c/:id', keepAlive: true, page: lazyPage(() => import('./BotChatRoute.tsx')) },
  { path: '/record-details', page: lazyPage(() => import('@/features/voice/RecordDetailsPage.tsx')) },
  { path: '/record-list', page: lazyPage(() => import('@/features/voice/RecordListPage.tsx')) },
  { path: '/file/translate', page: lazyPage(() => import('@/features/translate/TranslatePage.tsx')) },
  { path: '/chat-custom/:id', page: lazyPage(() => import('@/features/chat/CustomChatPage.tsx')) },
  { path: '/bot/b/:id', bare: true, page: lazyPage(() => import('@/features/embed/EmbedChatPage.tsx')) },
  { path: '/common/draw', keepAlive: true, page: lazyPage(() => import('@/features/draw/DrawPage.tsx')) },
  { path: '/editor/write', keepAlive: true, page: lazyPage(() => import('./WriteRoute.tsx')) },
  { path: '/notebook', page: lazyPage(() => import('@/features/notebooks/NotebookListPage.tsx')) },
  { path: '/notebook/:id', page: lazyPage(() => import('./NotebookRoute.tsx')) },
];

export const HOME_FALLBACK = '/notebook';
export const INDEX_TARGET = '/bot/c/-1';
export const ERROR_PATH = '/error';

/** The page the browser's current address shows, if a table route matches it. */
export function routeAt(pathname: string): AppRoute | undefined {
  const path = pathname.split('/').filter(Boolean);
  return routeTable.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i]);
  });
}
