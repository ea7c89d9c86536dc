import type { Resources } from '../en/index.ts';
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

type Namespaces = Record<keyof Resources, Record<string, string>>;

/** Every namespace of the English catalogue, translated; the type rejects a missing namespace. */
export const zh_CN = {
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
} satisfies Namespaces;
