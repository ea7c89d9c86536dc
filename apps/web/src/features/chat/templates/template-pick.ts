/** A template asked through ssePostTemplate: its id (built-in or the reader's own) and variables. */
export type TemplatePick = { templateId: string; variables: Record<string, string> };
