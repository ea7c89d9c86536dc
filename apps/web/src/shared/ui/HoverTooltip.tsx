import { Tooltip, type TooltipProps } from 'antd';
import { useMediaQuery } from '../platform/media.ts';

/**
 * A hint for pointer users. A touch screen has no hover: a tap opens the tooltip and leaves it
 * stuck over the page after the button has done its job. There the button's accessible name
 * (and its icon) must carry the meaning, and the hint is left out.
 */
export function HoverTooltip({ children, ...props }: TooltipProps) {
  const canHover = useMediaQuery('(hover: hover)');
  if (!canHover) return children;
  return <Tooltip {...props}>{children}</Tooltip>;
}
