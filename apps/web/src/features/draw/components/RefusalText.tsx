import { linkSegments } from '../state/links.ts';

type Props = { text: string; links?: ReadonlyArray<{ text: string; href: string }> };

/** The server's refusal text with its (sanitised) links clickable; they open in a new tab. */
export function RefusalText({ text, links = [] }: Props) {
  return (
    <span data-testid="draw-refusal">
      {linkSegments(text, links).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ),
      )}
    </span>
  );
}
