import styles from './Spinner.module.css';

/**
 * A waiting indicator for the app shell (a page's or a dialog's code on its way), drawn like antd's
 * Spin without its component code in every first load. Says "busy" to assistive technology through
 * the region that holds it (`aria-busy`), as Spin does.
 */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={`${styles.spinner} ${size === 'large' ? styles.large : ''}`} aria-hidden />;
}
