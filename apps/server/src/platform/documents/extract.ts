import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';

/** Upper bound on text kept from one document: enough for any prompt, bounded for memory. */
export const MAX_EXTRACTED_CHARS = 200_000;

/**
 * The plain text of an uploaded document, by its sniffed type: PDF (text layer), Word
 * (.docx and the older .doc) and plain text. Images carry no text here; vision models get
 * their bytes instead. Throws when a file claims a type but cannot be read as it.
 */
export async function extractText(data: Buffer, mime: string): Promise<string | null> {
  let text: string;
  switch (mime) {
    case 'application/pdf': {
      const pdf = await getDocumentProxy(new Uint8Array(data));
      const result = await extractPdfText(pdf, { mergePages: true });
      text = result.text;
      break;
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      text = (await mammoth.extractRawText({ buffer: data })).value;
      break;
    case 'application/msword':
    case 'application/x-cfb':
      text = (await new WordExtractor().extract(data)).getBody();
      break;
    case 'text/plain':
      text = data.toString('utf8');
      break;
    default:
      return null;
  }
  return normalise(text).slice(0, MAX_EXTRACTED_CHARS);
}

/** Collapses runs of spaces and blank lines that PDF and Word extraction leave behind. */
function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
