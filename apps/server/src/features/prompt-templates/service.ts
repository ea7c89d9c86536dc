import { randomUUID } from 'node:crypto';
import { ResultCode } from '@inkstone/contract/envelope';
import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import {
  PromptTemplateLimits,
  fillTemplate,
  missingVariables,
  templateVariables,
} from '@inkstone/contract/prompt-template-text';
import { builtinTemplate } from '@inkstone/contract/prompt-templates';
import type { CallerWith } from '../../platform/http/caller.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import * as store from './store.ts';
import type { PromptTemplateRow } from './tables.ts';

type Caller = CallerWith<Pick<Platform, 'db'>>;
type Fields = { title?: string; description?: string; text?: string };

/** The longest question the chat takes (chatBody's prompt). */
const QUESTION_MAX = 20_000;

const notFound = () => new AppError(ResultCode.notFound, 'promptTemplate.notFound');
const newId = () => `u${randomUUID().replaceAll('-', '')}`;
const isOwnId = (id: string) => /^u[0-9a-f]{32}$/.test(id);

const present = (row: PromptTemplateRow): UserTemplate => ({
  id: row.id,
  title: row.title,
  description: row.description,
  text: row.text,
  variables: templateVariables(row.text),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(caller: Caller, userId: number, page: { current: number; size: number }) {
  const { records, total } = await store.templatePage(caller.platform.db, userId, page);
  return { records: records.map(present), total, ...page, limit: PromptTemplateLimits.perUser };
}

export async function createTemplate(
  caller: Caller,
  userId: number,
  body: Required<Pick<Fields, 'title' | 'text'>> & Fields,
): Promise<UserTemplate> {
  const fields = { title: body.title, description: body.description ?? '', text: body.text };
  const saved = await store.insertTemplate(
    caller.platform.db,
    { id: newId(), userId, ...fields },
    PromptTemplateLimits.perUser,
  );
  if (!saved) throw invalid('promptTemplate.tooMany', { limit: PromptTemplateLimits.perUser });
  return present(saved);
}

/** Built-in templates cannot be changed: their ids answer 404 here like another user's. */
export async function updateTemplate(caller: Caller, userId: number, body: Fields & { id: string }) {
  const { id, ...fields } = body;
  const row = isOwnId(id) ? await store.updateTemplate(caller.platform.db, userId, id, fields) : null;
  if (!row) throw notFound();
  return present(row);
}

export async function deleteTemplate(caller: Caller, userId: number, id: string): Promise<null> {
  if (!isOwnId(id) || !(await store.deleteTemplate(caller.platform.db, userId, id))) throw notFound();
  return null;
}

/**
 * The question a template asks (ssePostTemplate's `templateId` form): a built-in one in the
 * caller's language, or one of the caller's own, with every variable filled. A missing value is
 * refused by its label, and so is a question longer than the chat takes; values for names the
 * template does not have are ignored.
 */
export async function renderTemplate(
  caller: Caller,
  userId: number,
  templateId: string,
  values: Readonly<Record<string, string>>,
): Promise<string> {
  const builtin = builtinTemplate(templateId);
  const own = builtin || !isOwnId(templateId) ? null : await store.ownTemplate(caller.platform.db, userId, templateId);
  const text = builtin ? builtin.text[caller.language] : own?.text;
  if (text === undefined) throw notFound();
  const [missing] = missingVariables(text, values);
  if (missing !== undefined) {
    throw invalid('promptTemplate.variableMissing', {
      name: builtin?.variables[missing]?.[caller.language] ?? missing,
    });
  }
  const question = fillTemplate(text, values).trim();
  if (question.length > QUESTION_MAX) throw invalid('chat.promptTooLong');
  return question;
}
