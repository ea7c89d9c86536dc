import type { Region } from '@inkstone/contract/system';

/** A route may be limited to visitors in China ('cn') or outside it ('global'). */
export type RouteRegion = 'cn' | 'global';

export const regionOf = (region: Region): RouteRegion => (region.inChina ? 'cn' : 'global');
