import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NewSource } from '@inkstone/contract/knowledge-api';
import type { Notebook } from '@inkstone/contract/notebooks';
import type { UserRow } from '../../platform/db/tables/users.ts';
import { addSourceIn } from '../knowledge/service.ts';
import { createNotebook } from './service.ts';

type NotebookCaller = Parameters<typeof createNotebook>[0];

/**
 * The sample notebook a new user can start from (the list's empty state offers it): a guide
 * to notebooks in the reader's language, and a short history of tea in English and in
 * Chinese, so the first questions already show bilingual answers with citations and the
 * studio has dates for a timeline. Our own texts, shipped in sample/.
 */
const SAMPLE_DIR = path.join(import.meta.dirname, 'sample');
const read = (file: string) => readFileSync(path.join(SAMPLE_DIR, file), 'utf8');

const NAMES = { en: 'Welcome to Inkstone', zh_CN: '欢迎使用 Inkstone' } as const;

function sampleSources(language: keyof typeof NAMES): NewSource[] {
  const text = (file: string): NewSource => {
    const body = read(file);
    const title = body.match(/^# (.+)$/m)?.[1] ?? file;
    return { kind: 'text', title, body };
  };
  return [text(language === 'zh_CN' ? 'guide.zh.md' : 'guide.en.md'), text('tea.en.md'), text('tea.zh.md')];
}

export async function createSampleNotebook(caller: NotebookCaller, user: UserRow): Promise<Notebook> {
  const language = caller.language === 'zh_CN' ? 'zh_CN' : 'en';
  const notebook = await createNotebook(caller, user, { name: NAMES[language], emoji: '🍵' });
  const scope = { userId: user.id, container: { kind: 'notebook', id: notebook.id } as const };
  // As many as the configured source limit lets in (an operator may set it below three).
  const sources = sampleSources(language).slice(0, caller.platform.config.KNOWLEDGE_MAX_SOURCES);
  for (const source of sources) await addSourceIn(caller, scope, user.id, source, 'original');
  return { ...notebook, sourceCount: sources.length };
}
