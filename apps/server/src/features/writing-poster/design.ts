import type { PosterBackground, PosterLayout, PosterSize, PosterStyleInput } from '@inkstone/contract/writing-poster';

/**
 * The poster's picture as satori's element tree (plain objects in React's shape, so the server
 * needs no JSX): a coloured background, a card at the chosen opacity with the title and the
 * passage, and a footer with the QR code. Margin and padding are steps of 8 px at 1080 px wide.
 */
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const BACKGROUNDS: Record<PosterBackground, { from: string; to: string; ink: string }> = {
  blue: { from: '#1f6fd1', to: '#0f4c81', ink: '#10243e' },
  green: { from: '#2f9e6e', to: '#14624a', ink: '#0f2e22' },
  purple: { from: '#7b5cd6', to: '#4a2f99', ink: '#241646' },
  orange: { from: '#f08c3a', to: '#c2571a', ink: '#3b1d08' },
  ink: { from: '#2b2f36', to: '#0f1115', ink: '#111318' },
  paper: { from: '#f6f0e4', to: '#e9dfcb', ink: '#2e2618' },
};

export const POSTER_WIDTH = 1080;
export const posterHeight = (size: PosterSize) => (size === 'square' ? 1080 : 1440);

export type PosterContent = {
  title: string;
  passage: string;
  /** The QR code as a data address, or null. */
  qr: string | null;
  /** The words under the QR code, in the writer's language. */
  qrCaption: string;
  /** The footer's name of the product. */
  brand: string;
};

export function posterTree(
  content: PosterContent,
  style: PosterStyleInput,
  layout: PosterLayout,
  size: PosterSize,
): Node {
  const colours = BACKGROUNDS[style.background];
  const margin = style.margin * 8;
  const padding = Math.max(24, style.padding * 8);
  // A minimal poster has no card: the words stand on the background.
  const cardAlpha = layout === 'minimal' ? 0 : style.opacity / 100;
  const onCard = cardAlpha >= 0.5 || style.background === 'paper' ? colours.ink : '#ffffff';
  const square = size === 'square';
  const titleSize = square ? 56 : 64;
  const passageSize = content.passage.length > 300 ? 30 : content.passage.length > 150 ? 34 : 38;

  const title = el(
    'div',
    { display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.3, color: onCard },
    content.title,
  );
  const passage = el(
    'div',
    {
      display: 'flex',
      fontSize: passageSize,
      lineHeight: 1.7,
      color: onCard,
      opacity: 0.88,
      marginTop: 32,
      ...(layout === 'quote' ? { borderLeft: `8px solid ${colours.from}`, paddingLeft: 28, fontStyle: 'normal' } : {}),
    },
    content.passage,
  );
  const footer = el(
    'div',
    { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 'auto', paddingTop: 32 },
    [
      el('div', { display: 'flex', fontSize: 26, color: onCard, opacity: 0.7 }, content.brand),
      content.qr
        ? el('div', { display: 'flex', flexDirection: 'column', alignItems: 'center' }, [
            el('img', { width: 180, height: 180, borderRadius: 12, background: '#fff', padding: 10 }, undefined, {
              src: content.qr,
              width: 180,
              height: 180,
            }),
            el('div', { display: 'flex', fontSize: 22, color: onCard, opacity: 0.7, marginTop: 10 }, content.qrCaption),
          ])
        : el('div', { display: 'flex' }),
    ],
  );
  const card = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      flexShrink: 1,
      minWidth: 0,
      padding,
      borderRadius: layout === 'minimal' ? 0 : 32,
      backgroundColor: `rgba(255, 255, 255, ${cardAlpha})`,
      ...(layout === 'quote' ? { justifyContent: 'center' } : {}),
    },
    [title, passage, footer],
  );
  return el(
    'div',
    {
      display: 'flex',
      width: POSTER_WIDTH,
      height: posterHeight(size),
      boxSizing: 'border-box',
      padding: margin,
      backgroundImage: `linear-gradient(135deg, ${colours.from}, ${colours.to})`,
      fontFamily: 'Noto Sans SC',
    },
    card,
  );
}
