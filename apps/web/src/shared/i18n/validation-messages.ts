import type { MessageKey } from '@inkstone/contract/messages/en';

/** The form texts: the contract's `validation.*` messages, without the prefix. */
export type ValidationMessages = {
  [Key in MessageKey as Key extends `validation.${infer Name}` ? Name : never]: string;
};

const PREFIX = 'validation.';

/**
 * SPEC §5 form texts come from the contract's messages, the very ones the server answers with,
 * so a form and the server can never disagree: there is no web copy to keep equal. Each
 * language pack passes its own language's catalogue, so it carries no other language.
 */
export function validationMessages(catalogue: Record<MessageKey, string>): ValidationMessages {
  const entries = Object.entries(catalogue).filter(([key]) => key.startsWith(PREFIX));
  return Object.fromEntries(entries.map(([key, text]) => [key.slice(PREFIX.length), text])) as ValidationMessages;
}
