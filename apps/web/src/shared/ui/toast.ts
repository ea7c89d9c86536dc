import type { message } from 'antd';
import { Limits } from '@inkstone/contract/limits';

type MessageApi = ReturnType<typeof message.useMessage>[0];
type Toaster = Pick<MessageApi, 'warning' | 'error' | 'success' | 'info'>;

/**
 * Non-React code (the API client) shows toasts through this bridge. The app shell points it at
 * antd's `message.useMessage()` API (app/providers/ToastBridge.tsx), which follows the theme and
 * language. A toast raised before the bridge is up (the browser warning, from an effect that runs
 * before the bridge's) waits for it: antd's static `message` would render outside the app's theme
 * into a React root of its own that nothing ever unmounts.
 */
let toaster: Toaster | null = null;
const waiting: Array<(to: Toaster) => void> = [];

export function setToaster(next: Toaster | null): void {
  toaster = next;
  if (next) for (const show of waiting.splice(0)) show(next);
}

type Level = 'warning' | 'error' | 'success' | 'info';

export function toast(level: Level, content: string, seconds: number = Limits.toastSeconds): void {
  const show = (to: Toaster) => void to[level]({ content, duration: seconds });
  if (toaster) show(toaster);
  else waiting.push(show);
}
