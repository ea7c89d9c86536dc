import { Empty } from 'antd';
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';
import styles from './PageFrame.module.css';

type Props = {
  title: string;
  /** What will appear here; shown as the empty state until the feature fills the page. */
  emptyDescription?: string;
  extra?: ReactNode;
  children?: ReactNode;
};

/** The frame every page shares: a heading, optional content, and an honest empty state. */
export function PageFrame({ title, emptyDescription, extra, children }: Props) {
  const headingId = useId();
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        {/* A plain heading in antd's title style: Typography would bring its editor (Input) along. */}
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
        {extra}
      </header>
      {children}
      {emptyDescription && <Empty className={styles.empty} description={emptyDescription} />}
    </section>
  );
}
