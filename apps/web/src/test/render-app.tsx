import { render, screen } from '@testing-library/react';
import type { ClientConfig } from '@inkstone/contract/system';
import { onTestFinished, vi } from 'vitest';
import { i18next } from '@/shared/i18n/i18n.ts';
import { startI18n } from '@/shared/i18n/sync.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders.tsx';
import { queryClient } from '@/app/providers/query-client.ts';
import { appRoutes } from '@/app/routes/router.tsx';

const defaultConfig: ClientConfig = {
  edition: 'global',
  demoMode: false,
  version: '1.0.0',
  recordNumber: null,
  contactEmail: null,
};

/** Renders the whole app at a path, with the server's config call answered locally. */
export function renderApp(path: string, config: Partial<ClientConfig> = {}) {
  queryClient.clear();
  // Follow the language store as the real app does, and leave English behind for the next test.
  const stopI18n = startI18n();
  onTestFinished(async () => {
    stopI18n();
    await i18next.changeLanguage('en');
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { ...defaultConfig, ...config } }))),
  );
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, pathname: () => router.state.location.pathname };
}

/** A page's heading. Pages load lazily, and the first import of a page's chunk in jsdom can take seconds. */
export const pageHeading = (name: string) => screen.findByRole('heading', { level: 3, name }, { timeout: 10_000 });
