import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import TranslatePage from '../TranslatePage.tsx';

/** The toasts the page showed, newest last. */
export const toasts: string[] = [];
const record = ({ content }: { content: string }) => void toasts.push(content);
setToaster({ error: record, warning: record, success: record, info: record } as unknown as Parameters<
  typeof setToaster
>[0]);

/** /file/translate in a router and a fresh query cache, signed in unless told otherwise. */
export function renderTranslatePage(signedIn = true) {
  toasts.length = 0;
  useAuth.setState({ token: signedIn ? 'token-1' : null, user: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/file/translate', element: <TranslatePage /> }], {
    initialEntries: ['/file/translate'],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return client;
}
