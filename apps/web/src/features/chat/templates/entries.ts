import type { Language } from '@inkstone/contract/edition';
import type { UserTemplate } from '@inkstone/contract/prompt-template-api';
import { templateVariables } from '@inkstone/contract/prompt-template-text';
import { TemplateCategories, builtinTemplates, type TemplateCategory } from '@inkstone/contract/prompt-templates';

/** The library's groups, in the order listed: the reader's own first. */
export type LibraryGroup = 'mine' | TemplateCategory;
export const libraryGroups: readonly LibraryGroup[] = ['mine', ...TemplateCategories];

export type EntryVariable = { name: string; label: string; long: boolean };

/** One template as the library lists it and the form fills it, in the reader's language. */
export type LibraryEntry = {
  id: string;
  group: LibraryGroup;
  title: string;
  description: string;
  text: string;
  variables: EntryVariable[];
  /** What else finds it: the other language's title, the id. */
  keywords: string;
  /** One of the reader's own (it can be changed and deleted). */
  own?: UserTemplate;
};

/** The built-in templates in `language`, after the reader's own (their names are their labels). */
export function libraryEntries(language: Language, mine: readonly UserTemplate[]): LibraryEntry[] {
  const other: Language = language === 'en' ? 'zh_CN' : 'en';
  const own = mine.map((template): LibraryEntry => ({
    id: template.id,
    group: 'mine',
    title: template.title,
    description: template.description,
    text: template.text,
    variables: templateVariables(template.text).map((name) => ({ name, label: name, long: false })),
    keywords: '',
    own: template,
  }));
  const builtin = builtinTemplates.map((template): LibraryEntry => ({
    id: template.id,
    group: template.category,
    title: template.title[language],
    description: template.description[language],
    text: template.text[language],
    variables: templateVariables(template.text[language]).map((name) => ({
      name,
      label: template.variables[name]?.[language] ?? name,
      long: Boolean(template.variables[name]?.long),
    })),
    keywords: `${template.title[other]} ${template.id}`,
  }));
  return [...own, ...builtin];
}

/**
 * The entries that match what follows the `/`: in the title, description, group name or
 * keywords, case aside. Group order is kept, so the keys move in the order the reader sees.
 */
export function filterEntries(
  entries: readonly LibraryEntry[],
  query: string,
  groupName: (group: LibraryGroup) => string,
): LibraryEntry[] {
  const wanted = query.trim().toLocaleLowerCase();
  const found = wanted
    ? entries.filter((entry) =>
        [entry.title, entry.description, groupName(entry.group), entry.keywords].some((field) =>
          field.toLocaleLowerCase().includes(wanted),
        ),
      )
    : [...entries];
  return libraryGroups.flatMap((group) => found.filter((entry) => entry.group === group));
}

/**
 * The form's first values: what was typed beside the `/` goes into the first multi-line field
 * (the text to work on), or the only field; the rest start empty.
 */
export function initialValues(entry: LibraryEntry, typed: string): Record<string, string> {
  const values = Object.fromEntries(entry.variables.map((variable) => [variable.name, '']));
  const target =
    entry.variables.find((variable) => variable.long) ??
    (entry.variables.length === 1 ? entry.variables[0] : undefined);
  if (target && typed.trim()) values[target.name] = typed.trim();
  return values;
}
