import type { Language } from '@inkstone/contract/edition';
import { formatMessage, isMessageKey } from '@inkstone/contract/messages';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A contract refusal (a message key, or already words) in the reader's language. */
export function contractText(message: string, language: string): string {
  const lang: Language = language === 'zh_CN' ? 'zh_CN' : 'en';
  return isMessageKey(message) ? formatMessage(lang, message) : message;
}

/**
 * An antd rule that asks one of the contract's field schemas and refuses with its message in the
 * reader's language: the form refuses exactly what the server would, in the server's words.
 * `optional` lets an empty value through (the schema's default applies on the server).
 */
export function useSchemaRule(schema: z.ZodType, options: { optional?: boolean } = {}): FormRule {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { optional = false } = options;
  return useMemo(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (optional && (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')))
          return;
        const result = schema.safeParse(value ?? '');
        if (result.success) return;
        throw new Error(contractText(result.error.issues[0]?.message ?? '', language));
      },
    }),
    [schema, language, optional],
  );
}

type FinishFailed<Values> = { values: Values; errorFields: unknown[]; outOfDate: boolean };

/**
 * antd drops a submit whose check was overtaken by a newer one (`outOfDate`, with no field in
 * error): the live "may I submit" check (useSubmittable) starts one on each render. Such a
 * submit was valid, so it goes on; the handler checks the body against the contract once more.
 */
export function retryOutOfDate<Values>(finish: (values: Values) => unknown) {
  return ({ values, errorFields, outOfDate }: FinishFailed<Values>) => {
    if (outOfDate && errorFields.length === 0) void finish(values);
  };
}
