import { z } from 'zod';

/** The edition is what SPEC calls "the Chinese build" (DESIGN.md §2); it is not the region. */
export const Edition = z.enum(['global', 'cn']);
export type Edition = z.infer<typeof Edition>;

export const Language = z.enum(['zh_CN', 'en']);
export type Language = z.infer<typeof Language>;

/** Reads an Accept-Language value (or our own zh_CN/en codes) into one of the two languages. */
export function languageFrom(header: string | undefined | null): Language {
  if (!header) return 'en';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh_CN' : 'en';
}
