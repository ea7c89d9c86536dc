import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import NotebookListPage from '../NotebookListPage.tsx';

/**
 * The /notebook page with its own query client, inside antd's App and a router that also knows
 * the notebook route (so a card's link can be followed). Signed in unless told otherwise.
 */
export function renderNotebooks(options: { signedIn?: boolean; path?: string } = {}) {
  if (options.signedIn ?? true) useAuth.setState({ token: 'token-1', user: null });
  else useAuth.setState({ token: null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/notebook', element: <NotebookListPage /> },
      { path: '/notebook/:id', element: <p>notebook page</p> },
    ],
    { initialEntries: [options.path ?? '/notebook'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}
