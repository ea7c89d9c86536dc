import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PlainTooltip } from '@/shared/ui/PlainTooltip.tsx';
import styles from './Sidebar.module.css';

type Props = { to: string; icon: ReactNode; label: string; collapsed: boolean; match?: string };

/** A sidebar link; when the sidebar is narrow the label moves into a tooltip. */
export function NavItem({ to, icon, label, collapsed, match }: Props) {
  const { pathname } = useLocation();
  const link = (
    <NavLink
      to={to}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) => {
        // Chat stays highlighted for any bot chat, not just the default assistant.
        const active = isActive || (match !== undefined && pathname.startsWith(match));
        return `${styles.item} ${active ? styles.active : ''}`;
      }}
    >
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
    </NavLink>
  );
  return collapsed ? (
    <PlainTooltip title={label} placement="right">
      {link}
    </PlainTooltip>
  ) : (
    link
  );
}
