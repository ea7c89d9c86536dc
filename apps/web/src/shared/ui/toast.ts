import { message, type App } from 'antd';
import { Limits } from '@inkstone/contract/limits';

type MessageApi = ReturnType<typeof App.useApp>['message'];
type Toaster = Pick<MessageApi, 'warning' | 'error' | 'success' | 'info'>;

/**
 * Non-React code (the API client) shows toasts through this bridge. The app shell points it at
 * antd's `App.useApp().message`, which follows the theme and language; until then the static
 * `message` is used.
 */
let toaster: Toaster = message;

export function setToaster(next: Toaster | null): void {
  toaster = next ?? message;
}

type Level = 'warning' | 'error' | 'success' | 'info';

export function toast(level: Level, content: string, seconds: number = Limits.toastSeconds): void {
  void toaster[level]({ content, duration: seconds });
}
