import type { Push } from '@inkstone/contract/realtime';
import type { PubSub } from './pubsub.ts';

/** What a socket needs to be sent to; matches the `ws` socket's shape. */
export type Socket = { send(data: string): void; readyState: number };
const OPEN = 1;

/**
 * Per-user channels. Features call `publish(userId, push)`; the message travels through the
 * pub/sub (so it reaches a socket held by any instance) and is delivered to every open socket
 * of that user on each instance.
 */
export class RealtimeHub {
  private readonly sockets = new Map<number, Set<Socket>>();

  private constructor(
    private readonly pubsub: PubSub,
    private readonly namespace: string,
    private readonly prefix = `${namespace}user:`,
  ) {}

  /** `namespace` keeps deployments (or test runs) sharing one Redis apart. */
  static async start(pubsub: PubSub, namespace = ''): Promise<RealtimeHub> {
    const hub = new RealtimeHub(pubsub, namespace);
    await pubsub.subscribe(hub.prefix, (channel, message) =>
      hub.deliver(Number(channel.slice(hub.prefix.length)), message),
    );
    return hub;
  }

  get kind() {
    return this.pubsub.kind;
  }

  async publish(userId: number, push: Push): Promise<void> {
    await this.pubsub.publish(`${this.prefix}${userId}`, JSON.stringify(push));
  }

  attach(userId: number, socket: Socket): () => void {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    };
  }

  connectionCount(): number {
    let count = 0;
    for (const set of this.sockets.values()) count += set.size;
    return count;
  }

  /**
   * Instance-to-instance messages (not for any user's socket): `broadcast` reaches every
   * instance's `listen`ers of that channel, this one's included.
   */
  async broadcast(channel: string, message: string): Promise<void> {
    await this.pubsub.publish(`${this.namespace}instances:${channel}`, message);
  }

  listen(channel: string, listener: (message: string) => void): Promise<void> {
    const name = `${this.namespace}instances:${channel}`;
    return this.pubsub.subscribe(name, (heard, message) => {
      if (heard === name) listener(message);
    });
  }

  private deliver(userId: number, message: string) {
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === OPEN) socket.send(message);
    }
  }

  close() {
    return this.pubsub.close();
  }
}
