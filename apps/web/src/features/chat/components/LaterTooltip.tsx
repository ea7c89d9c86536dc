import type { TooltipProps } from 'antd';
import { useMediaQuery } from '@/shared/platform/media.ts';
import { laterChunk, useLaterChunk } from './later-chunk.ts';

/** antd's Tooltip, a chunk of its own (the composer's controls, loaded after the first paint, share it). */
const tooltipChunk = laterChunk(() => import('antd/es/tooltip/index.js'));

/**
 * A hint drawn by antd's Tooltip once its code has come, after the page's first paint: opening a
 * conversation loads no tooltip code. Until then the child shows alone (its accessible name says
 * what it does), as it does on touch screens when `hoverOnly` (a tap would leave the hint stuck
 * over the page after the button has done its job).
 */
export function LaterTooltip({ hoverOnly, children, ...props }: TooltipProps & { hoverOnly?: boolean }) {
  const canHover = useMediaQuery('(hover: hover)');
  const wanted = !hoverOnly || canHover;
  const Tooltip = useLaterChunk(tooltipChunk, wanted)?.default;
  return Tooltip ? <Tooltip {...props}>{children}</Tooltip> : children;
}
