import { Limits } from '@inkstone/contract/limits';
import { PING, PONG } from '@inkstone/contract/realtime';
import type { ZodType } from 'zod';

/** The part of the browser WebSocket we use, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;
export type PushHandler<P> = (push: P) => void;

/** A feature's interest in one type of push, with the contract's schema that push must fit. */
type Subscription = { schema: ZodType; handler: (push: unknown) => void };

const OPEN = 1;

/**
 * The realtime channel of SPEC §4. Pings every 5 s; after a close or an error it reconnects
 * after a delay that grows by 1 s per try and resets on open; `close()` is deliberate and
 * never reconnects. Each push goes to the subscribers of its `type`, parsed with the schema
 * each gave (the contract's push schema, routes/pushes.ts); one that does not fit is dropped.
 * The schemas come with the features that subscribe, so none of them is in the first load.
 */
export class SocketClient {
  private socket: SocketLike | null = null;
  private target: { token: string; id: string } | null = null;
  private delay = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly subscriptions = new Map<string, Set<Subscription>>();

  constructor(
    private readonly createSocket: SocketFactory,
    private readonly urlFor: (token: string, id: string) => string,
  ) {}

  /** Opens the channel for this user, or closes it when the token or id is empty. */
  connect(token: string, id: string): void {
    if (!token || !id) return this.close();
    const same = this.target?.token === token && this.target.id === id;
    if (same && (this.socket || this.reconnectTimer)) return;
    this.close();
    this.target = { token, id };
    this.open();
  }

  /** A deliberate close: no reconnect follows. */
  close(): void {
    this.target = null;
    this.delay = 0;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) this.discard(socket);
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** The delay the next reconnect will wait, exposed for tests and diagnostics. */
  get reconnectDelay(): number {
    return this.delay;
  }

  /**
   * Hands `handler` every push of `type` that fits `schema` (a feature's push schema, with a
   * literal `type`); answers the unsubscribe. SPEC §4 dropped voice, knowledge and file-enhance
   * pushes; here every feature that shows such work follows it live.
   */
  subscribe<P extends { type: string }>(type: P['type'], schema: ZodType<P>, handler: PushHandler<P>): () => void {
    const subscription: Subscription = { schema, handler: handler as (push: unknown) => void };
    const set = this.subscriptions.get(type) ?? new Set<Subscription>();
    set.add(subscription);
    this.subscriptions.set(type, set);
    return () => set.delete(subscription);
  }

  private open(): void {
    if (!this.target) return;
    const socket = this.createSocket(this.urlFor(this.target.token, this.target.id));
    this.socket = socket;
    socket.onopen = () => {
      this.delay = 0;
      this.startPing(socket);
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onerror = () => this.lost(socket);
    socket.onclose = () => this.lost(socket);
  }

  private lost(socket: SocketLike): void {
    // A socket we already replaced or closed on purpose must not schedule anything.
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    this.discard(socket);
    if (!this.target || this.reconnectTimer) return;
    this.delay += Limits.reconnectStepMs;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open();
    }, this.delay);
  }

  private dispatch(data: unknown): void {
    if (typeof data !== 'string' || data === PONG) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const type = typeof parsed === 'object' && parsed !== null ? (parsed as { type?: unknown }).type : undefined;
    if (typeof type !== 'string') return;
    for (const { schema, handler } of this.subscriptions.get(type) ?? []) {
      const push = schema.safeParse(parsed);
      if (push.success) handler(push.data);
    }
  }

  private startPing(socket: SocketLike): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (socket.readyState === OPEN) socket.send(PING);
    }, Limits.socketPingMs);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearTimers(): void {
    this.stopPing();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Detach first so the old socket's late events cannot reach us. */
  private discard(socket: SocketLike): void {
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000);
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }
}
