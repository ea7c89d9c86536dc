import { PromptTemplateLimits } from './prompt-template-ask.ts';

/**
 * The `{{variable}}` syntax of prompt templates (built-in and a user's own), shared by the
 * server, which renders a template before asking it, and the web, which builds the form from it.
 * A name is letters (any script, so `{{主题}}` works), digits or `_`; spaces inside the braces
 * are allowed (`{{ topic }}`).
 */
export { PromptTemplateLimits };

const NAME = `[\\p{L}\\p{N}_]{1,${PromptTemplateLimits.variableNameMax}}`;
/** Anything written in double braces; a name that breaks the rule is reported, not ignored. */
const BRACES = /\{\{([^{}]*)\}\}/gu;
const VALID_NAME = new RegExp(`^${NAME}$`, 'u');

/** The variables of a text, each once, in the order they first appear. */
export function templateVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(BRACES)) {
    const name = match[1]!.trim();
    if (VALID_NAME.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The double-braced names that are not valid variable names (`{{two words}}`, `{{}}`). */
export function badVariableNames(text: string): string[] {
  return [...text.matchAll(BRACES)].map((match) => match[1]!.trim()).filter((name) => !VALID_NAME.test(name));
}

/**
 * The text with each `{{name}}` replaced by its value (trimmed). A variable without a value is
 * left as written: callers check `missingVariables` first.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(BRACES, (whole, inner: string) => {
    const name = inner.trim();
    const value = Object.hasOwn(values, name) ? values[name]!.trim() : '';
    return VALID_NAME.test(name) && value ? value : whole;
  });
}

/** The variables of `text` that have no value, or only spaces. */
export function missingVariables(text: string, values: Readonly<Record<string, string>>): string[] {
  return templateVariables(text).filter((name) => !(Object.hasOwn(values, name) && values[name]!.trim()));
}
