import { Limits } from '@inkstone/contract/limits';

/** The two side panels of a notebook (SPEC §3 client settings `notebook`: left width, chat width). */
export type Panel = 'left' | 'chat';

/** Defaults from SPEC §9; narrower stops reading, wider leaves the view no room. */
export const panelBounds: Record<Panel, { min: number; max: number; initial: number }> = {
  left: { min: 240, max: 640, initial: Limits.panelWidth.notebookLeft },
  chat: { min: 280, max: 720, initial: Limits.panelWidth.chat },
};

/** One keyboard step on a separator (arrow keys); Shift makes it larger. */
export const KEY_STEP = 16;
export const KEY_STEP_LARGE = 64;

/** A width inside its panel's bounds, whole pixels; a stored value that is not a number reads as the default. */
export function clampWidth(panel: Panel, width: number): number {
  const { min, max, initial } = panelBounds[panel];
  if (!Number.isFinite(width)) return initial;
  return Math.round(Math.min(max, Math.max(min, width)));
}
