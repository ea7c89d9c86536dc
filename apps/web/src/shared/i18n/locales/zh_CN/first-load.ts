import type { FirstLoadResources } from '../en/first-load.ts';
import account from './account.ts';
import auth from './auth.ts';
import billing from './billing.ts';
import chat from './chat.ts';
import common from './common.ts';
import errors from './errors.ts';
import layout from './layout.ts';
import notebooks from './notebooks.ts';
import settings from './settings.ts';
import share from './share.ts';

/** Every first-load namespace of the English catalogue (en/first-load.ts), translated; none may be missing. */
export const firstLoad = {
  common,
  layout,
  errors,
  settings,
  auth,
  billing,
  chat,
  notebooks,
  account,
  share,
} satisfies Record<keyof FirstLoadResources, Record<string, string>>;
