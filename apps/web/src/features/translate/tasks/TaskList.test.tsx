import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/shared/socket/fake-socket.ts';
import { realtime } from '@/shared/socket/realtime.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderTranslatePage, toasts } from '../testing/render-page.tsx';
import { pageOfTasks, taskOf } from '../testing/tasks.ts';
import type { TranslationTask } from '@inkstone/contract/translate';

// The app's socket over a stand-in the test drives: pushes go through the real client's routing.
vi.mock('@/shared/socket/realtime.ts', async () => {
  const { SocketClient } = await import('@/shared/socket/socket-client.ts');
  const { FakeSocket: Fake } = await import('@/shared/socket/fake-socket.ts');
  return {
    realtime: new SocketClient(
      (url) => new Fake(url),
      () => 'ws://test/api/ws',
    ),
  };
});

const QUOTA = { perFile: 20, perDay: 50, usedToday: 3, vip: false };

/** The server's tasks: cancel and del change what `page` answers next; status answers `status`. */
function serverWith(tasks: TranslationTask[], status?: (taskId: string) => Partial<TranslationTask>) {
  let current = tasks;
  const find = (taskId: unknown) => current.find((task) => task.taskId === taskId)!;
  return fakeApi({
    'cli/file/enhance/v1/quota': () => ({ code: 200, data: QUOTA }),
    'cli/file/enhance/v1/page': () => ({ code: 200, data: pageOfTasks(current) }),
    'cli/file/enhance/v1/get': ({ query }) => ({ code: 200, data: find(query.get('taskId')) }),
    'cli/file/enhance/v1/getTaskStatus': ({ query }) => {
      const task = { ...find(query.get('taskId')), ...status?.(query.get('taskId')!) };
      const { taskId, status: state, done, total, error, failedPages } = task;
      return { code: 200, data: { taskId, status: state, done, total, error, failedPages } };
    },
    'cli/file/enhance/v1/cancel': ({ body }) => {
      const taskId = new URLSearchParams(body ?? '').get('taskId');
      current = current.map((task) => (task.taskId === taskId ? { ...task, status: 'cancelled' } : task));
      return { code: 200, data: find(taskId) };
    },
    'cli/file/enhance/v1/del': ({ body }) => {
      const taskId = new URLSearchParams(body ?? '').get('taskId');
      current = current.filter((task) => task.taskId !== taskId);
      return { code: 200, data: {} };
    },
  });
}

const row = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => {
  FakeSocket.created = [];
  realtime.connect('token-1', 'user-1');
  FakeSocket.latest().serverOpens();
});
afterEach(() => realtime.close());

describe('my translations', () => {
  it('lists the tasks newest first, says when there are none, and when they cannot be loaded', async () => {
    const api = serverWith([taskOf({ taskId: 't2', fileName: 'newer.pdf' }), taskOf({ fileName: 'older.pdf' })]);
    renderTranslatePage();
    const items = await screen.findAllByRole('listitem');
    const names = items.map((item) => item.querySelector('span')?.textContent);
    expect(names.filter((name) => name?.endsWith('.pdf'))).toEqual(['newer.pdf', 'older.pdf']);
    expect(api.callsTo('cli/file/enhance/v1/page')[0]!.query.get('current')).toBe('1');
  });

  it('shows the empty state and a failed list with a retry', async () => {
    const api = fakeApi({
      'cli/file/enhance/v1/quota': () => ({ code: 200, data: QUOTA }),
      'cli/file/enhance/v1/page': () => ({ code: 500, msg: 'the database is away' }),
    });
    renderTranslatePage();
    expect(await screen.findByText('The translations could not be loaded.')).toBeTruthy();
    api.on('cli/file/enhance/v1/page', () => ({ code: 200, data: pageOfTasks([]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your translated PDFs will be listed here, newest first.')).toBeTruthy();
  });

  it('moves a task page by page as the pushes come, then shows its downloads once done', async () => {
    const running = taskOf({ status: 'running', done: 0, files: { source: '/api/files/s.pdf' } });
    const api = serverWith([running], () => ({ status: 'running', done: 0 }));
    renderTranslatePage();
    expect(await screen.findByText('Page 0 of 3')).toBeTruthy();
    const push = (status: string, done: number) =>
      act(() =>
        FakeSocket.latest().serverSends({
          type: 'audioenhance',
          kind: 'translation',
          taskId: 'task-1',
          status,
          done,
          total: 3,
        }),
      );
    push('running', 1);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    push('running', 2);
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download translation/ })).toBeNull();
    // Done: the list is asked again for the result files.
    api.on('cli/file/enhance/v1/page', () => ({ code: 200, data: pageOfTasks([taskOf()]) }));
    push('done', 3);
    expect(await screen.findByRole('button', { name: /Download translation/ })).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download bilingual/ })).toBeTruthy();
  });

  it('follows a busy task through getTaskStatus when no push arrives', async () => {
    serverWith([taskOf({ status: 'running', done: 0 })], () => ({ status: 'running', done: 2 }));
    renderTranslatePage();
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('cancels a running task, keeping the pages done', async () => {
    const api = serverWith([taskOf({ status: 'running', done: 1 })], () => ({ status: 'running', done: 1 }));
    renderTranslatePage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(api.callsTo('cli/file/enhance/v1/cancel')[0]!.body).toBe('taskId=task-1');
    expect(toasts).toContain('Translation cancelled; the pages done so far are kept.');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('deletes a task only after the confirmation', async () => {
    const api = serverWith([taskOf()]);
    renderTranslatePage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete “paper.pdf”?').length).toBeGreaterThan(0);
    expect(api.callsTo('cli/file/enhance/v1/del')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your translated PDFs will be listed here, newest first.')).toBeTruthy();
    expect(api.callsTo('cli/file/enhance/v1/del')[0]!.body).toBe('taskId=task-1');
    expect(toasts).toContain('Translation deleted.');
  });

  it('downloads a result through a freshly signed address, named after the file', async () => {
    const api = serverWith([taskOf()]);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderTranslatePage();
    fireEvent.click(await screen.findByRole('button', { name: /Download translation/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('cli/file/enhance/v1/get')[0]!.query.get('taskId')).toBe('task-1');
    expect(clicked[0]!.getAttribute('href')).toBe('/api/files/task-1/mono.pdf?exp=1&sig=m');
    expect(clicked[0]!.download).toBe('paper.zh_CN.mono.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Download bilingual/ }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]!.download).toBe('paper.zh_CN.dual.pdf');
    click.mockRestore();
  });

  it('says "translation failed" with the reason and the failed pages, and a partial result', async () => {
    serverWith([
      taskOf({
        taskId: 'bad',
        fileName: 'broken.pdf',
        status: 'failed',
        error: 'translation failed: the translation model could not be reached',
        failedPages: [1, 2, 3],
        files: { source: '/api/files/s.pdf' },
      }),
      taskOf({ taskId: 'part', fileName: 'partial.pdf', failedPages: [2], error: null }),
      taskOf({ taskId: 'off', fileName: 'offline.pdf', offline: true }),
    ]);
    renderTranslatePage();
    await screen.findByText('broken.pdf');
    const broken = row('broken.pdf');
    expect(within(broken).getByText('translation failed: the translation model could not be reached')).toBeTruthy();
    expect(within(broken).getByText('Pages not translated: 1–3')).toBeTruthy();
    expect(within(broken).queryByRole('button', { name: /Download translation/ })).toBeNull();
    expect(within(row('partial.pdf')).getByText('Pages not translated: 2')).toBeTruthy();
    expect(within(row('partial.pdf')).getByRole('button', { name: /Download translation/ })).toBeTruthy();
    expect(within(row('offline.pdf')).getByText(/No translation model is configured/)).toBeTruthy();
  });
});
