import type { z } from 'zod';
import type { ChatBody } from '@inkstone/contract/chat';
import type { templateBody } from '@inkstone/contract/chat-template';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { invalid } from '../../platform/http/errors.ts';
import { renderTemplate } from '../prompt-templates/service.ts';

type TemplateBody = z.output<typeof templateBody>;

/**
 * ssePostTemplate: the ready-made instruction in the caller's language, then the text, asked
 * as an ordinary question. Translation goes to the other language unless a target is named.
 */
export function templatePrompt(language: Language, body: TemplateBody): ChatBody {
  const { template, content, target, templateId: _id, variables: _values, ...rest } = body;
  if (!template || !content) throw invalid('validation.content'); // the schema has already refused this
  const into = target ?? (language === 'zh_CN' ? 'English' : '中文');
  const instruction = formatMessage(language, `template.${template}`, { target: into });
  return { ...rest, prompt: `${instruction}\n\n${content}` };
}

/**
 * Either form of ssePostTemplate as the question to ask: a prompt template (`templateId`, from
 * the composer's `/` library) rendered with its variables, or the ready-made instruction above.
 */
export async function templateQuestion(caller: Caller, user: UserRow, body: TemplateBody): Promise<ChatBody> {
  if (body.templateId === undefined) return templatePrompt(caller.language, body);
  const { template: _t, content: _c, target: _g, templateId, variables, ...rest } = body;
  return { ...rest, prompt: await renderTemplate(caller, user.id, templateId, variables ?? {}) };
}
