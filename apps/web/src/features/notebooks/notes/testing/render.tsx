import type { NotebookNotePush } from '@inkstone/contract/notebook-notes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { App } from 'antd';
import { onTestFinished, vi } from 'vitest';
import { catchPushes } from '@/shared/socket/testing.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { setToaster } from '@/shared/ui/toast.ts';
import { NotesPanel, type NotesPanelProps } from '../components/NotesPanel.tsx';

type Toast = { level: 'warning' | 'error' | 'success' | 'info'; content: string };

/** Keeps the toasts the panel raises (the app's bridge to antd is not mounted here). */
function catchToasts(): Toast[] {
  const toasts: Toast[] = [];
  const keep = (level: Toast['level']) => (options: { content: unknown }) => {
    toasts.push({ level, content: String(options.content) });
    return Object.assign(Promise.resolve(true), { then: undefined }) as never;
  };
  setToaster({ warning: keep('warning'), error: keep('error'), success: keep('success'), info: keep('info') } as never);
  onTestFinished(() => setToaster(null));
  return toasts;
}

/**
 * The panel alone, as the notebook page mounts it, with its own query client inside antd's App.
 * `toasts` holds what it announced.
 */
export function renderNotesPanel(props: Partial<NotesPanelProps> = {}) {
  useAuth.setState({ token: 'token-1', user: null });
  const toasts = catchToasts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onOpenCitation = props.onOpenCitation ?? vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <App>
        <NotesPanel notebookId="nb1" role="owner" {...props} onOpenCitation={onOpenCitation} />
      </App>
    </QueryClientProvider>,
  );
  return { client, onOpenCitation, toasts, ...view };
}

/**
 * Catches the handlers the panel gives the app's socket client, so a test can deliver a
 * studio push as the socket would (already parsed with the contract's schema).
 */
export function catchNotePushes() {
  const caught = catchPushes<NotebookNotePush>('notebookNote');
  return {
    get count() {
      return caught.count;
    },
    send: (push: NotebookNotePush) =>
      act(async () => {
        caught.deliver(push);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}
