import { laterChunk } from '../components/later-chunk.ts';

/**
 * The template library (the built-in catalogue in both languages, the reader's own templates,
 * the menu, the form and the editor): a chunk of its own, fetched on the first `/`.
 */
export const libraryChunk = laterChunk(() => import('./TemplateLibrary.tsx'));
