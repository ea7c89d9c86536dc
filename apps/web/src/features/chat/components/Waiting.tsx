import { Spinner } from '@/shared/ui/Spinner.tsx';
import styles from './chat.module.css';

/**
 * A wait with its words (a conversation's first page, older messages), drawn like antd's Spin with
 * a description: the spinner is the shell's, so opening a conversation loads no Spin code.
 */
export function Waiting({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={[styles.waiting, className].filter(Boolean).join(' ')} role="status" aria-busy>
      <Spinner />
      {label && <span className={styles.waitingLabel}>{label}</span>}
    </div>
  );
}
