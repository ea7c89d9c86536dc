import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
// The app gets the knowledge words through index.ts; tests render the components directly.
import '../i18n.ts';

/** Knowledge components with their own query client, inside antd's App (toasts, confirms). */
export function renderKnowledge(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <App>{ui}</App>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
