import mitt from 'mitt';
import type { WebEvent } from '@inkstone/contract/analytics';

/**
 * App-wide events that cross feature boundaries without imports between features:
 * `logout` lets chat and drawing stores clear their messages (SPEC §4 Logout);
 * `restoreSelection` lets the writing editor restore its selection when the settings dialog closes;
 * `usageChanged` tells the plan meter to count again (SPEC §4: after a chat answer is done);
 * `clientError` is a call that got no answer from the server or a stream that broke (shared/analytics reports it).
 */
export type AppEvents = {
  logout: undefined;
  restoreSelection: undefined;
  usageChanged: undefined;
  clientError: WebEvent;
};

export const appEvents = mitt<AppEvents>();
