import type { ModelEntry } from '@inkstone/contract/models';
import styles from './chat.module.css';

/** A model's logo (SPEC §3 model entries), or a blank square of the same size while none is known. */
export function ModelLogo({
  entry,
  size = 18,
}: {
  entry: Pick<ModelEntry, 'logo' | 'brand'> | undefined;
  size?: number;
}) {
  if (!entry) return <span className={styles.logoBlank} style={{ width: size, height: size }} aria-hidden />;
  return <img className={styles.logo} src={entry.logo} alt="" width={size} height={size} aria-hidden />;
}
