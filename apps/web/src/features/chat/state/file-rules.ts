/**
 * Chat attachments (SPEC §5): pdf, doc/docx, txt and images. The limits come from the server
 * (CHAT_FILE_MAX_COUNT / CHAT_FILE_MAX_MB, through cli/config/v1/get); these are its defaults,
 * used until the configuration has loaded. The client checks them first and shows them through
 * the catalogue's count and size placeholders.
 */
export const CHAT_FILE_LIMITS: FileLimits = { count: 5, sizeMb: 20 };
export type FileLimits = { count: number; sizeMb: number };

const EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'gif'];
export const CHAT_FILE_ACCEPT = EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export type FileRejection =
  | { key: 'files.tooMany'; count: number }
  | { key: 'files.tooLarge'; name: string; size: number }
  | { key: 'files.badType'; name: string };

/** Splits picked files into those to upload and why the others are refused. */
export function checkFiles(held: number, picked: readonly Pick<File, 'name' | 'size'>[], limits = CHAT_FILE_LIMITS) {
  const accepted: number[] = [];
  const rejections: FileRejection[] = [];
  picked.forEach((file, index) => {
    if (!EXTENSIONS.includes(extensionOf(file.name))) rejections.push({ key: 'files.badType', name: file.name });
    else if (file.size > limits.sizeMb * 1024 * 1024)
      rejections.push({ key: 'files.tooLarge', name: file.name, size: limits.sizeMb });
    else if (held + accepted.length >= limits.count) {
      if (!rejections.some((rejection) => rejection.key === 'files.tooMany'))
        rejections.push({ key: 'files.tooMany', count: limits.count });
    } else accepted.push(index);
  });
  return { accepted, rejections };
}

export const isImageName = (name: string) => ['png', 'jpg', 'jpeg', 'webp', 'gif'].includes(extensionOf(name));
