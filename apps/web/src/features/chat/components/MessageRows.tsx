import type { ModelEntry } from '@inkstone/contract/models';
import { Bubble } from '@ant-design/x';
import { Alert, Button, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown.tsx';
import type { ChatMessage } from '../state/types.ts';
import { AnswerActions } from './AnswerActions.tsx';
import { FileIcon } from './AttachmentChips.tsx';
import { ModelLogo } from './ModelPicker.tsx';
import { Reasoning } from './Reasoning.tsx';
import { SourceList } from './SourceList.tsx';
import styles from './chat.module.css';

/** The user's question: plain text as typed, with its quote and files above it. */
export const PromptRow = memo(function PromptRow({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const header =
    message.quoteInfo || message.fileList?.length ? (
      <div className={styles.promptExtras}>
        {message.quoteInfo && (
          <blockquote className={styles.promptQuote} aria-label={t('composer.quote')}>
            {message.quoteInfo}
          </blockquote>
        )}
        {message.fileList?.map((file) => (
          <a key={file.fileId} className={styles.promptFile} href={file.url} target="_blank" rel="noopener noreferrer">
            <FileIcon name={file.name} /> <span>{file.name}</span>
          </a>
        ))}
      </div>
    ) : undefined;
  return (
    <div className={styles.row} data-role="prompt" aria-label={t('chat.you')}>
      <Bubble placement="end" shape="corner" content={message.content} header={header} classNames={{ content: styles.promptContent }} />
    </div>
  );
});

type AnswerProps = {
  message: ChatMessage;
  entry: ModelEntry | undefined;
  canRegenerate: boolean;
  onRegenerate: (msgId: string) => void;
  onScore: (message: ChatMessage, score: 1 | -1 | 0) => void;
};

/**
 * An answer as it streams and after: reasoning (collapsible), Markdown, numbered sources, the
 * error beside a failed answer with a retry, and the actions once it is done.
 */
export const AnswerRow = memo(function AnswerRow({ message, entry, canRegenerate, onRegenerate, onScore }: AnswerProps) {
  const { t } = useTranslation('chat');
  const waiting = !message.done && !message.content && !message.reasoning;
  return (
    <div className={styles.row} data-role="answer" data-done={message.done} data-msg-id={message.msgId} aria-busy={!message.done} aria-label={t('chat.assistant')}>
      <div className={styles.answer}>
        <div className={styles.answerHead}>
          <ModelLogo entry={entry} size={20} />
          <span className={styles.answerModel}>{entry?.label ?? message.model ?? t('chat.assistant')}</span>
          {message.stopped && <Tag variant="filled">{t('answer.stopped')}</Tag>}
        </div>
        {message.reasoning && <Reasoning text={message.reasoning} thinking={!message.done && !message.content} />}
        {waiting ? (
          <Bubble variant="borderless" loading content="" aria-label={t('answer.writing')} />
        ) : (
          message.content && (
            <div className={styles.answerBody} data-testid="answer-content">
              <Markdown text={message.content} streaming={!message.done} sources={message.source} />
            </div>
          )
        )}
        {message.source && message.source.length > 0 && <SourceList sources={message.source} />}
        {message.error && (
          <Alert
            className={styles.answerError}
            type="error"
            showIcon
            title={message.error}
            action={
              canRegenerate ? (
                <Button size="small" onClick={() => onRegenerate(message.msgId)}>
                  {t('answer.retry')}
                </Button>
              ) : undefined
            }
          />
        )}
        {message.done && (
          <AnswerActions
            message={message}
            canRegenerate={canRegenerate}
            onRegenerate={() => onRegenerate(message.msgId)}
            onScore={(score) => onScore(message, score)}
          />
        )}
      </div>
    </div>
  );
});
