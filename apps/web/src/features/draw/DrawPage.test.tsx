import type { DrawPush } from '@inkstone/contract/draw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '@/shared/session/logout.ts';
import { catchPushes } from '@/shared/socket/testing.ts';
import { useAuth } from '@/shared/stores/auth.ts';
import { useDialogs } from '@/shared/stores/dialogs.ts';
import { renderApp } from '@/test/render-app.tsx';
import { stopWatching } from './state/poll.ts';
import { useDraw } from './state/store.ts';
import { fakeDrawServer, pageOf, push, record } from './testing/fake-draw-server.ts';

// The store subscribes once, when the page first mounts; the handler it gave is kept here.
const pushes = catchPushes<DrawPush>('draw');
const sendPush = (value: DrawPush) => act(() => pushes.deliver(value));

const textbox = () => screen.getByRole('textbox', { name: 'Describe the image to draw' }) as HTMLTextAreaElement;
const task = (id: string) => document.querySelector(`[data-task-id="${id}"]`) as HTMLElement;

/** The page with the fake server in place; `signIn` then starts the history load, after any answers are set. */
async function openDraw() {
  renderApp('/common/draw');
  const server = fakeDrawServer();
  // The first visit loads the page's chunk: give it time.
  await screen.findByRole('heading', { level: 3, name: 'Draw' }, { timeout: 15_000 });
  return { server, signIn: () => act(() => useAuth.getState().setSession('tok')) };
}

beforeEach(() => {
  useDraw.getState().clear();
  useAuth.getState().clear();
});
afterEach(() => {
  stopWatching();
  vi.unstubAllGlobals();
  useDialogs.setState({ login: false, plans: null });
});

describe('drawing page', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in, and sends nothing', async () => {
    const { server } = await openDraw();
    expect(screen.getByText('Sign in to draw pictures from a description, or blend your own images.')).toBeTruthy();
    fireEvent.change(textbox(), { target: { value: 'a cat' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(useDialogs.getState().login).toBe(true);
    expect(server.callsTo('cli/mj/v1/imagine')).toHaveLength(0);
    expect(textbox().value).toBe('a cat');
  });

  const showsHistory =
    'shows the history: a finished grid with its buttons, a running task with its progress, a failure with its reason';
  it(showsHistory, async () => {
    const { server, signIn } = await openDraw();
    server.on('cli/mj/v1/page', () => ({
      code: 200,
      data: pageOf([
        record({
          mjTaskId: 'running',
          code: '01',
          progress: 35,
          prompt: 'a running one --ar 1:1',
          createDate: '2026-01-03T00:00:00.000Z',
        }),
        record({
          mjTaskId: 'failed',
          code: '02',
          failReason: 'the service was busy',
          prompt: 'a failed one --ar 1:1',
          createDate: '2026-01-02T00:00:00.000Z',
        }),
        record({ mjTaskId: 'grid', prompt: 'a finished one --ar 1:1', createDate: '2026-01-01T00:00:00.000Z' }),
      ]),
    }));
    signIn();
    await waitFor(() => expect(task('grid')).toBeTruthy());
    const grid = within(task('grid'));
    for (const name of ['U1', 'U2', 'U3', 'U4', 'V1', 'V2', 'V3', 'V4'])
      expect(grid.getByRole('button', { name })).toBeTruthy();
    expect(grid.getByRole('button', { name: /Reroll$/ })).toBeTruthy();
    expect(grid.getByRole('link', { name: /download/i }).getAttribute('download')).toBe('inkstone-create-grid.png');
    expect(
      within(task('running')).getByRole('progressbar', { name: 'Drawing progress' }).getAttribute('aria-valuenow'),
    ).toBe('35');
    expect(within(task('failed')).getByText('the service was busy')).toBeTruthy();
    expect(screen.getByTestId('draw-offline-note')).toBeTruthy();
    // Newest first.
    expect(screen.getAllByTestId('draw-task').map((card) => card.getAttribute('data-task-id'))).toEqual([
      'running',
      'failed',
      'grid',
    ]);

    sendPush(push({ mjTaskId: 'running', progress: 80 }));
    expect(within(task('running')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('80');
    sendPush(push({ mjTaskId: 'running', code: '00' }));
    const image = within(task('running')).getByTestId('draw-result-image');
    expect(image.getAttribute('src')).toBe('/api/files/running.png');
    // Until the file has loaded, the place shows 100%.
    expect(within(task('running')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    fireEvent.load(image);
    expect(within(task('running')).queryByRole('progressbar')).toBeNull();
  });

  it('Enter sends, Shift+Enter does not; the box empties and the task shows at once', async () => {
    const { server, signIn } = await openDraw();
    signIn();
    await screen.findByText('Images you create from a text prompt or by blending pictures will appear here.');
    fireEvent.change(textbox(), { target: { value: 'a lighthouse' } });
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(server.callsTo('cli/mj/v1/imagine')).toHaveLength(0);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await waitFor(() => expect(server.callsTo('cli/mj/v1/imagine')).toHaveLength(1));
    expect(server.json(server.callsTo('cli/mj/v1/imagine')[0]!).prompt).toBe('a lighthouse --ar 1:1');
    expect(textbox().value).toBe('');
    await waitFor(() => expect(task('new0')).toBeTruthy());
    expect(within(task('new0')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('with one picture and no text the send button is off and Enter sends nothing', async () => {
    const { server, signIn } = await openDraw();
    signIn();
    act(() =>
      useDraw.setState({
        bag: [{ uid: 'a', name: 'a.png', preview: '', status: 'done', percent: 100, url: '/api/files/a.png' }],
      }),
    );
    expect(screen.getByTestId('draw-hint').textContent).toBe(
      'Add at least one more image to blend, or describe what to draw.',
    );
    expect((screen.getByRole('button', { name: 'Draw' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.callsTo('cli/mj/v1/blend')).toHaveLength(0);
    expect(server.callsTo('cli/mj/v1/imagine')).toHaveLength(0);
  });

  it('loads earlier drawings on request, and only while there are more', async () => {
    const { server, signIn } = await openDraw();
    server.on('cli/mj/v1/page', (call) =>
      call.query.get('current') === '1'
        ? { code: 200, data: pageOf([record({ mjTaskId: 'new', createDate: '2026-01-02T00:00:00.000Z' })], 1, 11) }
        : { code: 200, data: pageOf([record({ mjTaskId: 'old', createDate: '2026-01-01T00:00:00.000Z' })], 2, 11) },
    );
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Load earlier drawings' }));
    await waitFor(() => expect(task('old')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load earlier drawings' })).toBeNull();
    expect(screen.getByText('That is all of your drawings.')).toBeTruthy();
  });

  it('a refusal shows the server text with a clickable link', async () => {
    const { server, signIn } = await openDraw();
    signIn();
    server.on('cli/mj/v1/imagine', () => ({
      code: 3001,
      msg: 'This prompt was not sent. See the [Terms of Service](/legal/terms.en.html).',
      data: { links: [] },
    }));
    fireEvent.change(textbox(), { target: { value: 'refused words' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    const link = await screen.findByRole('link', { name: 'Terms of Service' });
    expect(link.getAttribute('href')).toBe('/legal/terms.en.html');
    expect(screen.getByTestId('draw-refusal').textContent).toBe('This prompt was not sent. See the Terms of Service.');
  });

  const showsAllowance =
    'shows the day’s allowance before it runs out, counts down after each drawing, and offers the plan at none';
  it(showsAllowance, async () => {
    const { server, signIn } = await openDraw();
    signIn();
    const allowance = async (text: string) =>
      waitFor(() => expect(screen.getByTestId('draw-allowance').textContent).toContain(text));
    await allowance('3 of 3 drawings left today');
    expect(screen.getByTestId('draw-allowance').textContent).toContain('upscales (U1–U4) are free');
    for (const [prompt, left] of [
      ['a fox', 2],
      ['a hare', 1],
      ['an owl', 0],
    ] as const) {
      fireEvent.change(textbox(), { target: { value: prompt } });
      fireEvent.keyDown(textbox(), { key: 'Enter' });
      await allowance(`${left} of 3 drawings left today`);
    }
    expect(server.callsTo('cli/mj/v1/allowance').length).toBeGreaterThanOrEqual(4);
    fireEvent.click(within(screen.getByTestId('draw-allowance')).getByRole('button', { name: 'Get the drawing plan' }));
    expect(useDialogs.getState().plans).toMatchObject({ focus: 'drawing' });
    // A failed drawing is given back: a failure push reads the allowance again.
    server.on('cli/mj/v1/allowance', () => ({
      code: 200,
      data: { used: 2, limit: 3, left: 1, plan: false, resetsAt: '2026-01-02T00:00:00.000Z' },
    }));
    sendPush(push({ mjTaskId: 'new0', code: '02' }));
    await allowance('1 of 3 drawings left today');
  });

  it('a logout clears the image messages and the bag (SPEC §4)', async () => {
    const { server, signIn } = await openDraw();
    server.on('cli/mj/v1/page', () => ({ code: 200, data: pageOf([record({ mjTaskId: 'mine' })]) }));
    signIn();
    act(() =>
      useDraw.setState({
        bag: [{ uid: 'a', name: 'a.png', preview: '', status: 'done', percent: 100, url: '/api/files/a.png' }],
      }),
    );
    await waitFor(() => expect(task('mine')).toBeTruthy());
    act(() => logout());
    expect(useDraw.getState().messages).toEqual([]);
    expect(useDraw.getState().bag).toEqual([]);
    expect(task('mine')).toBeNull();
  });
});
