import { Tooltip, type TooltipProps } from 'antd';
import { useState } from 'react';

/** Touch screens cannot hover: a tap would open a tooltip that then stays stuck over the buttons. */
const touchOnly = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;

/** A tooltip for pointers that hover; on a touch-only screen the control stands alone (its label still names it). */
export function HoverTip(props: TooltipProps) {
  const [touch] = useState(touchOnly);
  return touch ? <>{props.children}</> : <Tooltip {...props} />;
}
