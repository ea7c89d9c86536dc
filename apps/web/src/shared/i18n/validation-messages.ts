import type { Language } from '@inkstone/contract/edition';
import { serverMessages, type MessageKey } from '@inkstone/contract/messages';

/** The form texts: the contract's `validation.*` messages, without the prefix. */
export type ValidationMessages = {
  [Key in MessageKey as Key extends `validation.${infer Name}` ? Name : never]: string;
};

const PREFIX = 'validation.';

/**
 * SPEC §5 form texts come from the contract's messages, the very ones the server answers with,
 * so a form and the server can never disagree: there is no web copy to keep equal.
 */
export function validationMessages(language: Language): ValidationMessages {
  const entries = Object.entries(serverMessages[language]).filter(([key]) => key.startsWith(PREFIX));
  return Object.fromEntries(entries.map(([key, text]) => [key.slice(PREFIX.length), text])) as ValidationMessages;
}
