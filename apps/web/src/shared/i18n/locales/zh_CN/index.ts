import type { Resources } from '../en/index.ts';
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

/** Every namespace of the English catalogue, translated; the type rejects a missing namespace. */
export const zh_CN = {
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
} satisfies Record<keyof Resources, Record<string, string>>;
