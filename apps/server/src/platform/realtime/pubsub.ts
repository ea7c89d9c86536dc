import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Fan-out between server instances. In-process by default; with REDIS_URL every instance
 * publishes through Redis and hears every other instance's messages.
 */
export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Hears every channel starting with `prefix`. */
  subscribe(prefix: string, listener: (channel: string, message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    publish: async (channel, message) => {
      emitter.emit('message', channel, message);
    },
    subscribe: async (prefix, listener) => {
      emitter.on('message', (channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel, message);
      });
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export async function redisPubSub(url: string): Promise<PubSub> {
  // A subscribed Redis connection can do nothing else, hence two connections.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    kind: 'redis',
    publish: async (channel, message) => {
      await publisher.publish(channel, message);
    },
    subscribe: async (prefix, listener) => {
      subscriber.on('pmessage', (_pattern: string, channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel, message);
      });
      await subscriber.psubscribe(`${prefix}*`);
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
