import mitt from 'mitt';

/**
 * App-wide events that cross feature boundaries without imports between features:
 * `logout` lets chat and drawing stores clear their messages (SPEC §4 Logout);
 * `restoreSelection` lets the writing editor restore its selection when the settings dialog closes;
 * `usageChanged` tells the plan meter to count again (SPEC §4: after a chat answer is done).
 */
export type AppEvents = {
  logout: undefined;
  restoreSelection: undefined;
  usageChanged: undefined;
};

export const appEvents = mitt<AppEvents>();
