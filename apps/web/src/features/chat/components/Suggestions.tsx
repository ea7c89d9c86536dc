import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/**
 * An empty chat beside a page (a notebook's, a writing document's): what it answers from, and
 * questions to start with, made by the page. A question goes into the composer to be sent or edited.
 */
export function Suggestions({
  questions,
  intro,
  onPick,
}: {
  questions: readonly string[];
  /** What the chat answers from; a notebook's sources when left out. */
  intro?: string;
  onPick: (prompt: string) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.suggestions} data-testid="chat-suggestions">
      <p className={styles.suggestionsIntro}>
        {intro ?? (questions.length ? t('notebook.intro') : t('notebook.waiting'))}
      </p>
      {questions.length > 0 && (
        <ul className={styles.suggestionList} aria-label={t('notebook.suggestions')}>
          {questions.map((question) => (
            <li key={question}>
              <button type="button" className={styles.suggestion} onClick={() => onPick(question)}>
                <MessageOutlined aria-hidden /> {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
