import { firstLoad } from './first-load.ts';
import botPublish from './bot-publish.ts';
import bots from './bots.ts';
import chatPublish from './chat-publish.ts';
import codeRun from './code-run.ts';
import draw from './draw.ts';
import embed from './embed.ts';
import knowledge from './knowledge.ts';
import notebookPage from './notebook-page.ts';
import notes from './notes.ts';
import promptTemplates from './prompt-templates.ts';
import translate from './translate.ts';
import validation from './validation.ts';
import voice from './voice.ts';
import writing from './writing.ts';

/**
 * The source catalogue, one namespace per feature. Its shape types every key in the app. The
 * namespaces beyond the first-load ones are used only by lazily loaded code, which registers them
 * itself (`addLaterNamespace`), so they stay out of the first-load language pack.
 */
export const en = {
  ...firstLoad,
  botPublish,
  bots,
  chatPublish,
  codeRun,
  draw,
  embed,
  knowledge,
  notes,
  notebookPage,
  promptTemplates,
  translate,
  validation,
  voice,
  writing,
};
export type Resources = typeof en;
