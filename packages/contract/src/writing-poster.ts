import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * A poster of a document (issue [writing] item 7): its title and a chosen passage on a
 * background, with a QR code to its published page, rendered to PNG on the server with a
 * bundled CJK font so Chinese looks the same everywhere. SPEC §3 poster defaults: background
 * blue, margin 6, padding 6, opacity 90.
 */
export const PosterBackground = z.enum(['blue', 'green', 'purple', 'orange', 'ink', 'paper'], {
  error: 'poster.badStyle' satisfies MessageKey,
});
export type PosterBackground = z.infer<typeof PosterBackground>;
export const PosterLayout = z.enum(['card', 'quote', 'minimal'], { error: 'poster.badStyle' satisfies MessageKey });
export type PosterLayout = z.infer<typeof PosterLayout>;
export const PosterSize = z.enum(['portrait', 'square'], { error: 'poster.badStyle' satisfies MessageKey });
export type PosterSize = z.infer<typeof PosterSize>;

export const PosterLimits = {
  passageMax: 600,
  /** Margin and padding are steps of 8 px on a 1080 px wide poster. */
  spacingMax: 12,
  linkMax: 500,
  /** Posters a user renders per minute (each is a second of the server's time). */
  perMinute: 30,
} as const;

const msg = (key: MessageKey) => ({ error: key });
const step = z
  .number(msg('poster.badStyle'))
  .int(msg('poster.badStyle'))
  .min(0, msg('poster.badStyle'))
  .max(PosterLimits.spacingMax, msg('poster.badStyle'));

export const posterStyleSchema = z.object({
  background: PosterBackground,
  margin: step,
  padding: step,
  /** How opaque the card over the background is, 0–100. */
  opacity: z
    .number(msg('poster.badStyle'))
    .int(msg('poster.badStyle'))
    .min(0, msg('poster.badStyle'))
    .max(100, msg('poster.badStyle')),
});
export type PosterStyleInput = z.infer<typeof posterStyleSchema>;

export const posterBody = z.object({
  docId: z.string(msg('errors.invalidRequest')).trim().min(1, msg('errors.invalidRequest')).max(64),
  /** The passage shown under the title; empty: the start of the document. */
  passage: z
    .string(msg('poster.passageTooLong'))
    .trim()
    .max(PosterLimits.passageMax, msg('poster.passageTooLong'))
    .default(''),
  style: posterStyleSchema,
  layout: PosterLayout.default('card'),
  size: PosterSize.default('portrait'),
  /** Where the QR code leads (the published page); null: no QR code. */
  link: z
    .string(msg('poster.badLink'))
    .trim()
    .max(PosterLimits.linkMax, msg('poster.badLink'))
    .regex(/^https?:\/\/[^\s]+$/i, msg('poster.badLink'))
    .nullable()
    .default(null),
});
export type PosterBody = z.input<typeof posterBody>;

export const posterSchema = z.object({
  /** The PNG as a data address (`data:image/png;base64,…`), to show and to download. */
  png: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Poster = z.infer<typeof posterSchema>;
