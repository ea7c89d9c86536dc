import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { BotEditorPage } from '../BotEditorPage.tsx';
import DiscoverPage from '../DiscoverPage.tsx';
import MyBotsPage from '../MyBotsPage.tsx';

/**
 * The bot pages at a path, with their own query client, inside antd's App. Signed in unless told
 * otherwise. The editor's preview slot shows which bot it was handed (the app puts the chat there).
 */
export function renderBots(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn ?? true) useAuth.setState({ token: 'token-1', user: null });
  else useAuth.setState({ token: null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const editor = <BotEditorPage renderPreview={({ botId }) => <p data-testid="preview-of">{botId}</p>} />;
  const router = createMemoryRouter(
    [
      { path: '/bot/discover', element: <DiscoverPage /> },
      { path: '/bot/mybot', element: <MyBotsPage /> },
      { path: '/bot/create', element: editor },
      { path: '/bot/update/:id', element: editor },
      { path: '/bot/c/:id', element: <p>bot chat</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { client, router, pathname: () => router.state.location.pathname, ...view };
}
