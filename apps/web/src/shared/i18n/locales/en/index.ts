import auth from './auth.ts';
import billing from './billing.ts';
import bots from './bots.ts';
import chat from './chat.ts';
import common from './common.ts';
import draw from './draw.ts';
import errors from './errors.ts';
import layout from './layout.ts';
import notebooks from './notebooks.ts';
import settings from './settings.ts';
import voice from './voice.ts';
import writing from './writing.ts';
import validation from './validation.ts';
import account from './account.ts';
import share from './share.ts';
import knowledge from './knowledge.ts';

/** The source catalogue, one namespace per feature. Its shape types every key in the app. */
export const en = {
  common,
  layout,
  errors,
  settings,
  auth,
  billing,
  bots,
  chat,
  draw,
  voice,
  notebooks,
  writing,
  validation,
  account,
  share,
  knowledge,
};
export type Resources = typeof en;
