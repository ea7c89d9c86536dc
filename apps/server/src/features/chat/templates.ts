import type { z } from 'zod';
import type { ChatBody, templateBody } from '@inkstone/contract/chat';
import type { Language } from '@inkstone/contract/edition';
import { formatMessage } from '@inkstone/contract/messages';

/**
 * ssePostTemplate: the ready-made instruction in the caller's language, then the text, asked
 * as an ordinary question. Translation goes to the other language unless a target is named.
 */
export function templatePrompt(language: Language, body: z.output<typeof templateBody>): ChatBody {
  const { template, content, target, ...rest } = body;
  const into = target ?? (language === 'zh_CN' ? 'English' : '中文');
  const instruction = formatMessage(language, `template.${template}`, { target: into });
  return { ...rest, prompt: `${instruction}\n\n${content}` };
}
