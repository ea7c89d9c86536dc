import type { Platform } from '../../platform/platform.ts';
import { WechatClient } from './client.ts';

export type WechatPlatform = Pick<Platform, 'config' | 'clock'>;

const clients = new WeakMap<WechatPlatform['config'], WechatClient>();

/** One client per server, so its tokens and tickets are shared by every request (WeChat asks for that). */
export function wechatClient(platform: WechatPlatform): WechatClient {
  let client = clients.get(platform.config);
  if (!client) {
    client = new WechatClient({ baseUrl: platform.config.WECHAT_API_BASE, now: () => platform.clock.now().getTime() });
    clients.set(platform.config, client);
  }
  return client;
}
