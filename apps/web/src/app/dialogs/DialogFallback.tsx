import { useEffect } from 'react';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import styles from './DialogFallback.module.css';

/**
 * Stands where a dialog will open while its code arrives (a first opening without a prefetch).
 * It answers as the dialog would: Escape or a click on the mask cancels the opening, so a dialog
 * the user already dismissed does not pop up when its code lands.
 */
export function DialogFallback({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    const cancelOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', cancelOnEscape);
    return () => window.removeEventListener('keydown', cancelOnEscape);
  }, [onCancel]);
  return (
    <div className={styles.mask} role="status" aria-busy onClick={onCancel}>
      <Spinner size="large" />
    </div>
  );
}
