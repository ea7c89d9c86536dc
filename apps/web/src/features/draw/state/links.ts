/**
 * A refusal's text (SPEC §4 code 3001) with its links made clickable, safely: the server writes
 * links as Markdown (`[text](href)`) or bare addresses, and may list more in `data.links`. Only
 * http(s) and same-site paths become links; anything else (javascript:, data:, //host) stays
 * text.
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (!href || /[\u0000-\u001f\s]/.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>"'()[\]]+)/g;

export function linkSegments(text: string, extra: ReadonlyArray<{ text: string; href: string }> = []): Segment[] {
  const segments: Segment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[3]) {
      // A sentence's full stop is not part of the address.
      const bare = match[3].replace(/[.,;:!?]+$/, '');
      at -= match[3].length - bare.length;
      const href = safeHref(bare);
      if (href) segments.push({ kind: 'link', text: bare, href });
      else pushText(bare);
    } else {
      const href = safeHref(match[2]!);
      if (href) segments.push({ kind: 'link', text: match[1]!, href });
      else pushText(match[1]!);
    }
  }
  pushText(text.slice(at));
  const shown = new Set(segments.flatMap((segment) => (segment.kind === 'link' ? [segment.href] : [])));
  for (const link of extra) {
    const href = safeHref(link.href);
    if (!href || shown.has(href)) continue;
    shown.add(href);
    pushText(' ');
    segments.push({ kind: 'link', text: link.text || href, href });
  }
  return segments;
}
