import type { KeyboardEvent } from 'react';

/**
 * The open menu's handler of the composer's keys (arrows, Enter, Tab, Escape): true when it took
 * the key. Its own module, so the library chunk and the composer's trigger share it without
 * importing each other.
 */
export type MenuKeys = (event: KeyboardEvent) => boolean;
