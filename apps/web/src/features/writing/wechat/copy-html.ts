/**
 * Puts rich HTML on the clipboard so WeChat's editor pastes it with its styles: `text/html` with
 * a `text/plain` twin through the async Clipboard API; where that is missing or refused (older
 * browsers, an insecure page), the rendered node itself is selected and copied, which carries
 * the same inline styles. Answers whether the copy happened.
 */
export async function copyHtml(html: string, text: string, rendered: HTMLElement | null): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      return true;
    } catch {
      // Refused (no permission, page not focused): the selection below may still work.
    }
  }
  return rendered ? copySelection(rendered) : false;
}

function copySelection(node: HTMLElement): boolean {
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    selection.removeAllRanges();
  }
}
