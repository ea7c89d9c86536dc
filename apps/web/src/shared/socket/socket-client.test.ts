import { chatPushSchema, drawPushSchema, notebookNotePushSchema } from '@inkstone/contract/routes/pushes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import { SocketClient } from './socket-client.ts';

const chatResult = (msgId: string) => ({
  type: 'chat',
  msgId,
  sessionId: 's1',
  tableId: 1,
  content: 'hi',
  reasoning: '',
  source: [],
  status: 'ok',
  error: null,
  done: true,
});
const drawPush = (mjTaskId: string, progress: number) => ({
  type: 'draw',
  mjTaskId,
  action: 'CREATE',
  code: '01',
  progress,
  content: String(progress),
  url: null,
  failReason: null,
  parentId: null,
  index: null,
  provider: 'offline',
});

const newClient = () =>
  new SocketClient(
    (url) => new FakeSocket(url),
    (token, id) => `ws://test/api/ws?token=${token}&id=${id}`,
  );

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
});
afterEach(() => vi.useRealTimers());

describe('socket client (SPEC §4)', () => {
  it('connects with the token and the table id', () => {
    newClient().connect('tok', 'table-7');
    expect(FakeSocket.latest().url).toBe('ws://test/api/ws?token=tok&id=table-7');
  });

  it('sends ping every 5 s once open, and ignores pong', () => {
    const client = newClient();
    const chat = vi.fn();
    client.subscribe('chat', chatPushSchema, chat);
    client.connect('tok', 'id');
    const socket = FakeSocket.latest();
    vi.advanceTimersByTime(5_000);
    expect(socket.sent).toEqual([]);
    socket.serverOpens();
    vi.advanceTimersByTime(4_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['ping']);
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    socket.serverSends('pong');
    expect(chat).not.toHaveBeenCalled();
  });

  it('reconnects after a delay that grows by 1 s per try', () => {
    newClient().connect('tok', 'id');
    FakeSocket.latest().serverDrops();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(2);

    FakeSocket.latest().fails();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.created).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(3);

    FakeSocket.latest().serverDrops();
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.created).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(4);
  });

  it('resets the delay when a connection opens', () => {
    const client = newClient();
    client.connect('tok', 'id');
    FakeSocket.latest().serverDrops();
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().serverDrops();
    expect(client.reconnectDelay).toBe(2_000);
    vi.advanceTimersByTime(2_000);
    FakeSocket.latest().serverOpens();
    expect(client.reconnectDelay).toBe(0);
    FakeSocket.latest().serverDrops();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.created).toHaveLength(4);
  });

  it('schedules one reconnect when an error is followed by a close', () => {
    newClient().connect('tok', 'id');
    FakeSocket.latest().fails();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('does not reconnect after a deliberate close, and stops pinging', () => {
    const client = newClient();
    client.connect('tok', 'id');
    const socket = FakeSocket.latest();
    socket.serverOpens();
    client.close();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(socket.sent).toEqual([]);
  });

  it('cancels a pending reconnect on a deliberate close', () => {
    const client = newClient();
    client.connect('tok', 'id');
    FakeSocket.latest().serverDrops();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('closes instead of connecting when the id is empty', () => {
    const client = newClient();
    client.connect('tok', 'id');
    const socket = FakeSocket.latest();
    client.connect('tok', '');
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('keeps one socket for the same user and replaces it for another', () => {
    const client = newClient();
    client.connect('tok', 'id');
    client.connect('tok', 'id');
    expect(FakeSocket.created).toHaveLength(1);
    client.connect('tok2', 'id2');
    expect(FakeSocket.created).toHaveLength(2);
    expect(FakeSocket.created[0]?.closedWith).toBe(1000);
  });

  it('routes drawing pushes to drawing, chat results to chat, and drops ignored types', () => {
    const client = newClient();
    const chat = vi.fn();
    const drawing = vi.fn();
    client.subscribe('chat', chatPushSchema, chat);
    const stopDrawing = client.subscribe('draw', drawPushSchema, drawing);
    client.connect('tok', 'id');
    const socket = FakeSocket.latest();
    socket.serverOpens();

    socket.serverSends(chatResult('m1'));
    socket.serverSends(drawPush('task-1', 40));
    for (const type of ['audioenhance', 'voice', 'knowledge']) socket.serverSends({ type, msgId: 'x' });
    socket.serverSends('not json');
    socket.serverSends({ noType: true });
    socket.serverSends({ type: 'chat', msgId: 'half a result' });

    expect(chat).toHaveBeenCalledTimes(1);
    expect(chat).toHaveBeenCalledWith(expect.objectContaining({ type: 'chat', msgId: 'm1' }));
    expect(drawing).toHaveBeenCalledTimes(1);
    expect(drawing).toHaveBeenCalledWith(expect.objectContaining({ mjTaskId: 'task-1', progress: 40 }));

    stopDrawing();
    socket.serverSends(drawPush('task-2', 10));
    expect(drawing).toHaveBeenCalledTimes(1);
  });
  it('routes notebook note pushes to their handlers and drops one that does not fit', () => {
    const client = newClient();
    const notes = vi.fn();
    const stop = client.subscribe('notebookNote', notebookNotePushSchema, notes);
    client.connect('tok', 'id');
    const socket = FakeSocket.latest();
    socket.serverOpens();
    const push = {
      type: 'notebookNote',
      taskId: 't1',
      status: 'running',
      progress: 40,
      error: null,
      noteId: 'note-1',
      notebookId: 'nb-1',
      kind: 'faq',
    };
    socket.serverSends(push);
    socket.serverSends({ ...push, kind: 'poem' });
    expect(notes).toHaveBeenCalledTimes(1);
    expect(notes).toHaveBeenCalledWith(push);
    stop();
    socket.serverSends(push);
    expect(notes).toHaveBeenCalledTimes(1);
  });
});
