import { knowledgeFileFormats } from '@inkstone/contract/knowledge-api';
import type { MessageKey } from '@inkstone/contract/messages';

/** What a file tab takes: documents (the contract's formats), pictures, or a Q&A table. */
export type FileTabKind = 'file' | 'image' | 'qaTable';

export type FileRefusal = { key: MessageKey; params?: Record<string, string> };

const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const tableFormats = ['csv', 'xlsx'] as const;

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The `accept` of the file input, so the picker offers the right files first. */
export const acceptOf: Record<FileTabKind, string> = {
  file: knowledgeFileFormats.map((format) => `.${format}`).join(','),
  image: imageTypes.join(','),
  qaTable: tableFormats.map((format) => `.${format}`).join(','),
};

/**
 * The check before anything is sent, with the server's message for the same refusal. The
 * server still reads the type from the content; this only spares an upload that must fail.
 */
export function refuseFile(file: File, kind: FileTabKind): FileRefusal | null {
  if (kind === 'image') return imageTypes.includes(file.type) ? null : { key: 'knowledge.notAnImage' };
  const formats: readonly string[] = kind === 'qaTable' ? tableFormats : knowledgeFileFormats;
  return formats.includes(extensionOf(file.name))
    ? null
    : { key: 'knowledge.unsupportedFormat', params: { formats: formats.join(', ') } };
}
