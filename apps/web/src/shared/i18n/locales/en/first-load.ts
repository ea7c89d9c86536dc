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

/**
 * The namespaces a language's pack carries (packs/), there before anything renders. The rest of the
 * catalogue (index.ts) comes with the code that uses it: see `addLaterNamespace` in i18n.ts.
 */
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
};
export type FirstLoadResources = typeof firstLoad;
