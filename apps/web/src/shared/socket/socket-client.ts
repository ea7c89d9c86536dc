import { Limits } from '@inkstone/contract/limits';
import { PING, PONG } from '@inkstone/contract/realtime';
import {
  anyPushSchema,
  type ChatPush,
  type DrawPush,
  type KnowledgePush,
  type NotebookNotePush,
  type TranslatePush,
  type VoicePush,
} from '@inkstone/contract/routes/pushes';

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

const OPEN = 1;

/**
 * The realtime channel of SPEC §4. Pings every 5 s; after a close or an error it reconnects
 * after a delay that grows by 1 s per try and resets on open; `close()` is deliberate and
 * never reconnects. Every push is parsed with the contract's push schemas and goes to the
 * handlers of its `type`; one that does not fit is dropped.
 */
export class SocketClient {
  private socket: SocketLike | null = null;
  private target: { token: string; id: string } | null = null;
  private delay = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly chatHandlers = new Set<PushHandler<ChatPush>>();
  private readonly drawingHandlers = new Set<PushHandler<DrawPush>>();
  private readonly knowledgeHandlers = new Set<PushHandler<KnowledgePush>>();
  private readonly notebookNoteHandlers = new Set<PushHandler<NotebookNotePush>>();
  private readonly voiceHandlers = new Set<PushHandler<VoicePush>>();
  private readonly translationHandlers = new Set<PushHandler<TranslatePush>>();

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

  onChat(handler: PushHandler<ChatPush>): () => void {
    this.chatHandlers.add(handler);
    return () => this.chatHandlers.delete(handler);
  }

  onDrawing(handler: PushHandler<DrawPush>): () => void {
    this.drawingHandlers.add(handler);
    return () => this.drawingHandlers.delete(handler);
  }

  onKnowledge(handler: PushHandler<KnowledgePush>): () => void {
    this.knowledgeHandlers.add(handler);
    return () => this.knowledgeHandlers.delete(handler);
  }

  onNotebookNote(handler: PushHandler<NotebookNotePush>): () => void {
    this.notebookNoteHandlers.add(handler);
    return () => this.notebookNoteHandlers.delete(handler);
  }

  onVoice(handler: PushHandler<VoicePush>): () => void {
    this.voiceHandlers.add(handler);
    return () => this.voiceHandlers.delete(handler);
  }

  onTranslation(handler: PushHandler<TranslatePush>): () => void {
    this.translationHandlers.add(handler);
    return () => this.translationHandlers.delete(handler);
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
    const push = anyPushSchema.safeParse(parsed);
    if (!push.success) return;
    const message = push.data;
    switch (message.type) {
      case 'chat':
        for (const handler of this.chatHandlers) handler(message);
        return;
      case 'draw':
        for (const handler of this.drawingHandlers) handler(message);
        return;
      case 'knowledge':
        // Source lists follow learning live (DESIGN §5 "long work shows progress").
        for (const handler of this.knowledgeHandlers) handler(message);
        return;
      case 'notebookNote':
        // A studio note being generated: the notes panel follows it live.
        for (const handler of this.notebookNoteHandlers) handler(message);
        return;
      case 'voice':
        // A recording moved on: the voice pages follow it (issue #16 routes what SPEC §4 dropped).
        for (const handler of this.voiceHandlers) handler(message);
        return;
      case 'audioenhance':
        // A PDF translation moved on (issue #17): the translation page follows it.
        for (const handler of this.translationHandlers) handler(message);
        return;
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
