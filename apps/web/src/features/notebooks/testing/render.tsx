import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import type { NotebookChatSlot } from '../model/chat-slot.ts';
import NotebookListPage from '../NotebookListPage.tsx';
import { NotebookPage } from '../NotebookPage.tsx';

/** Routes at a path with their own query client, inside antd's App. Signed in unless told otherwise. */
function renderRoutes(routes: RouteObject[], path: string, signedIn = true) {
  if (signedIn) useAuth.setState({ token: 'token-1', user: null });
  else useAuth.setState({ token: null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}

/**
 * The /notebook page, in a router that also knows the notebook route (so a card's link can be
 * followed).
 */
export function renderNotebooks(options: { signedIn?: boolean; path?: string } = {}) {
  return renderRoutes(
    [
      { path: '/notebook', element: <NotebookListPage /> },
      { path: '/notebook/:id', element: <p>notebook page</p> },
    ],
    options.path ?? '/notebook',
    options.signedIn,
  );
}

/**
 * One notebook's page, with `chat` in the chat panel's place (the app puts the chat feature
 * there; a test shows what the page hands it).
 */
export function renderNotebookPage(
  id: string,
  chat: (slot: NotebookChatSlot) => ReactNode,
  options: { signedIn?: boolean } = {},
) {
  return renderRoutes(
    [
      { path: '/notebook', element: <p>notebook list</p> },
      { path: '/notebook/:id', element: <NotebookPage renderChat={chat} /> },
    ],
    `/notebook/${id}`,
    options.signedIn,
  );
}
