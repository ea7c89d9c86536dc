import { newSourceSchema, qaPairInput, type NewSource } from '@inkstone/contract/knowledge-api';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { issueText, type ContractText } from './contract-text.ts';

type Kind = NewSource['kind'];

/** A field's own schema, taken from the contract's source schema for that kind. */
export function fieldSchema(kind: Kind, field: string): z.ZodType {
  const option = newSourceSchema.options.find((candidate) => candidate.shape.kind.value === kind);
  const shape = (option as unknown as z.ZodObject | undefined)?.shape ?? {};
  const schema = shape[field] as z.ZodType | undefined;
  if (!schema) throw new Error(`no field ${field} in the ${kind} source schema`);
  return schema;
}

export const qaFieldSchema = (field: 'question' | 'answer'): z.ZodType => qaPairInput.shape[field];

/** An empty optional input is no value at all, as the body will send it. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * An antd rule that asks the contract's schema itself, and refuses with its message key in the
 * reader's language: the form refuses exactly what the server would, in the same words.
 */
export function schemaRule(schema: z.ZodType, text: ContractText, options: { optional?: boolean } = {}): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const input = options.optional ? blankToUndefined(value) : value;
      const result = schema.safeParse(input);
      if (!result.success) throw new Error(issueText(text, result.error.issues[0]?.message ?? ''));
    },
  };
}

/** The last word before sending: the whole source against the contract, the first refusal's text. */
export function checkSource(source: NewSource, text: ContractText): string | null {
  const result = newSourceSchema.safeParse(source);
  return result.success ? null : issueText(text, result.error.issues[0]?.message ?? '');
}
