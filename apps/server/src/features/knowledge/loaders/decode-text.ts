/**
 * The text of a file whose bytes are text, or null when they are not. UTF-8 first (BOM or
 * not), UTF-16 when a BOM says so, then GB18030: Excel and Notepad on Chinese Windows still
 * save CSV and TXT in GBK, which is not UTF-8 but is text all the same. Binary data fails all
 * three: it has NUL bytes or control characters no text file has.
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.length >= 2) {
    const [a, b] = [bytes[0], bytes[1]];
    if (a === 0xff && b === 0xfe) return checked(decode('utf-16le', bytes.subarray(2)));
    if (a === 0xfe && b === 0xff) return checked(decode('utf-16be', bytes.subarray(2)));
  }
  if (bytes.includes(0)) return null;
  const utf8 = decode('utf-8', bytes);
  if (utf8 !== null) return checked(utf8.replace(/^\ufeff/, ''));
  return checked(decode('gb18030', bytes));
}

function decode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// More than 1 in 50 characters being C0 controls (other than tab, newline, carriage return,
// form feed) means binary that happened to decode.
function checked(text: string | null): string | null {
  if (text === null) return null;
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return null;
    if (code < 0x20 && code !== 9 && code !== 10 && code !== 13 && code !== 12) controls++;
  }
  return controls * 50 > text.length ? null : text;
}
