import mammoth from 'mammoth';
import { htmlToMarkdown } from './html-markdown.ts';
import { CorruptDocument, type FormatOutput } from './types.ts';

// mammoth knows Word's built-in Heading 1–6. Added: the Title and Subtitle styles, and the
// Chinese names WPS and documents made from Chinese templates give their heading styles.
const styleMap = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='标题'] => h1:fresh",
  "p[style-name='副标题'] => h2:fresh",
  ...[1, 2, 3, 4, 5, 6].flatMap((level) => [
    `p[style-name='标题 ${level}'] => h${level}:fresh`,
    `p[style-name='标题${level}'] => h${level}:fresh`,
  ]),
];

/**
 * Word documents through mammoth's HTML, not its raw text: Heading 1–6 styles come out as
 * `#` headings and tables as rows. Images are dropped before they are base64-encoded.
 */
export async function loadDocx(bytes: Uint8Array): Promise<FormatOutput> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })), styleMap },
    );
    html = result.value;
  } catch (error) {
    throw new CorruptDocument(`docx unreadable: ${(error as Error).message}`);
  }
  return { kind: 'text', text: htmlToMarkdown(html) };
}
