import type { Resources } from '../en/index.ts';
import { firstLoad } from './first-load.ts';
import draw from './draw.ts';
import knowledge from './knowledge.ts';
import notebookPage from './notebook-page.ts';
import notes from './notes.ts';

type Namespaces = Record<keyof Resources, Record<string, string>>;

/** Every namespace of the English catalogue, translated; the type rejects a missing namespace. */
export const zh_CN = { ...firstLoad, draw, knowledge, notes, notebookPage } satisfies Namespaces;
