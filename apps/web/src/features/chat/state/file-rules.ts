/**
 * Chat attachments (SPEC §5): pdf, doc/docx, txt and images. The server's limits are 5 files of
 * 20 MB (CHAT_FILE_MAX_COUNT / CHAT_FILE_MAX_MB); the client checks the same numbers first and
 * shows them through the catalogue's count and size placeholders. Kept in this one place so a
 * later config call can feed them.
 */
export const CHAT_FILE_LIMITS = { count: 5, sizeMb: 20 } as const;

const EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'gif'];
export const CHAT_FILE_ACCEPT = EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export type FileRejection = { key: 'files.tooMany'; count: number } | { key: 'files.tooLarge'; name: string; size: number } | { key: 'files.badType'; name: string };

/** Splits picked files into those to upload and why the others are refused. */
export function checkFiles(held: number, picked: readonly Pick<File, 'name' | 'size'>[], limits = CHAT_FILE_LIMITS) {
  const accepted: number[] = [];
  const rejections: FileRejection[] = [];
  picked.forEach((file, index) => {
    if (!EXTENSIONS.includes(extensionOf(file.name))) rejections.push({ key: 'files.badType', name: file.name });
    else if (file.size > limits.sizeMb * 1024 * 1024) rejections.push({ key: 'files.tooLarge', name: file.name, size: limits.sizeMb });
    else if (held + accepted.length >= limits.count) {
      if (!rejections.some((rejection) => rejection.key === 'files.tooMany')) rejections.push({ key: 'files.tooMany', count: limits.count });
    } else accepted.push(index);
  });
  return { accepted, rejections };
}

export const isImageName = (name: string) => ['png', 'jpg', 'jpeg', 'webp', 'gif'].includes(extensionOf(name));
