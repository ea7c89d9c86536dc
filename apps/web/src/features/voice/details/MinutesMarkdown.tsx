import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from '../voice.module.css';

/** The minutes as Markdown (headings, lists, tables); raw HTML in them is shown as text, never run. */
export default function MinutesMarkdown({ content }: { content: string }) {
  return (
    <div className={styles.minutes}>
      <Markdown remarkPlugins={[remarkGfm]}>{content}</Markdown>
    </div>
  );
}
