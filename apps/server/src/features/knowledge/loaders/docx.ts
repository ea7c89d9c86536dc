import mammoth from 'mammoth';
import { htmlToMarkdown } from './html-markdown.ts';
import { CorruptDocument, type FormatOutput } from './types.ts';

/**
 * Word documents through mammoth's HTML, not its raw text: Heading 1–6 styles come out as
 * `#` headings and tables as rows. Images are dropped before they are base64-encoded.
 */
export async function loadDocx(bytes: Uint8Array): Promise<FormatOutput> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    );
    html = result.value;
  } catch (error) {
    throw new CorruptDocument(`docx unreadable: ${(error as Error).message}`);
  }
  return { kind: 'text', text: htmlToMarkdown(html) };
}
