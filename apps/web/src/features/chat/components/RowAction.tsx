import type { ReactNode } from 'react';
import styles from './chat.module.css';

type Props = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
};

/**
 * A small icon button under a message (copy, edit, regenerate, score) or on a code block. A plain
 * button with a CSS hint rather than antd's Button and Tooltip: a long chat mounts these by the
 * dozen as it scrolls, and each antd pair costs its style registration and popup hooks. The hint
 * shows on hover only (a touch screen would leave it stuck), so the accessible name carries it all.
 */
export function RowAction({ label, icon, onClick, pressed, disabled }: Props) {
  return (
    <button
      type="button"
      className={styles.rowAction}
      aria-label={label}
      aria-pressed={pressed}
      data-tip={label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
