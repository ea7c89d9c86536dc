import type { message } from 'antd';
import { Limits } from '@inkstone/contract/limits';

type MessageApi = ReturnType<typeof message.useMessage>[0];
type Toaster = Pick<MessageApi, 'warning' | 'error' | 'success' | 'info'>;

/**
 * Non-React code (the API client) shows toasts through this bridge. The app shell points it at
 * antd's `message.useMessage()` API (app/providers/ToastHost.tsx), which follows the theme and
 * language. A toast raised before the bridge is up (the browser warning, from an effect that runs
 * before the bridge's; or any toast while the host's code is still loading) waits for it: antd's
 * static `message` would render outside the app's theme into a React root of its own that nothing
 * ever unmounts.
 */
let toaster: Toaster | null = null;
const waiting: Array<(to: Toaster) => void> = [];
let onWanted: (() => void) | null = null;

export function setToaster(next: Toaster | null): void {
  toaster = next;
  if (next) for (const show of waiting.splice(0)) show(next);
}

/**
 * The shell loads the toast host lazily; this tells it when a toast is waiting for one (at once if
 * one already is). Returns the way to stop listening.
 */
export function whenToastWanted(listener: () => void): () => void {
  onWanted = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (onWanted === listener) onWanted = null;
  };
}

type Level = 'warning' | 'error' | 'success' | 'info';

export function toast(level: Level, content: string, seconds: number = Limits.toastSeconds): void {
  const show = (to: Toaster) => void to[level]({ content, duration: seconds });
  if (toaster) show(toaster);
  else {
    waiting.push(show);
    onWanted?.();
  }
}
