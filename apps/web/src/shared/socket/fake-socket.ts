import type { SocketLike } from './socket-client.ts';

/** A WebSocket stand-in the tests drive by hand: open it, push frames, drop it. */
export class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  serverOpens(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  serverSends(data: string | object): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  serverDrops(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  fails(): void {
    this.onerror?.(new Event('error'));
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}
