import type { Source } from '@inkstone/contract/chat';
import { createContext } from 'react';

/**
 * What a citation of a knowledge source does when the page has a place to show it (a notebook
 * opens the source at the cited passage). Without one, a citation links to its web page or
 * just names its source. Its own module: the page provides it without loading the renderer.
 */
export const CiteActionContext = createContext<((source: Source) => void) | null>(null);
