import { Dropdown } from 'antd';
import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { useUserMenuItems } from './use-user-menu-items.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once mounted: from then on the Dropdown answers the trigger's clicks. */
  onReady: () => void;
  /** Whether the plain trigger this replaces had the keyboard focus: the new one keeps it. */
  hadFocus: () => boolean;
  children: ReactElement;
};

/**
 * The user menu itself (antd's Dropdown and Menu, the language list, the dark-mode switch): its own
 * chunk, loaded when the visitor points at, focuses or clicks the trigger (UserMenu.tsx).
 */
export default function UserMenuDropdown({ open, onOpenChange, onReady, hadFocus, children }: Props) {
  const menu = useUserMenuItems();
  const wrapper = useRef<HTMLSpanElement>(null);
  // Mount only, in the same commit (before any further event): from here the Dropdown answers the
  // trigger, and the trigger swapped in for the plain one takes over its focus.
  useLayoutEffect(() => {
    onReady();
    if (hadFocus()) wrapper.current?.querySelector('button')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <Dropdown menu={menu} trigger={['click']} placement="topLeft" open={open} onOpenChange={onOpenChange}>
        {children}
      </Dropdown>
    </span>
  );
}
