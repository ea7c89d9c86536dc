import type { ModelEntry } from '@inkstone/contract/models';
import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown/Markdown.tsx';
import type { ChatMessage } from '../state/types.ts';
import { AnswerActions } from './AnswerActions.tsx';
import { laterChunk, useLaterChunk } from './later-chunk.ts';
import { ImageGallery } from './ImageGallery.tsx';
import { ModelLogo } from './ModelLogo.tsx';
import { Reasoning } from './Reasoning.tsx';
import { SourceList } from './SourceList.tsx';
import styles from './chat.module.css';
import searchStyles from './web-search.module.css';

/** An image model's answer (progress, then the picture): fetched when such an answer is shown. */
const imageAnswerChunk = laterChunk(() => import('./ImageAnswer.tsx'));

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
export const AnswerRow = memo(function AnswerRow({
  message,
  entry,
  canRegenerate,
  onRegenerate,
  onScore,
}: AnswerProps) {
  const { t } = useTranslation('chat');
  // An image model's answer shows its drawing's progress, then the picture (ImageAnswer).
  const image = message.msgType === 'image';
  const imageAnswer = useLaterChunk(imageAnswerChunk, image);
  const waiting = !image && !message.done && !message.content && !message.reasoning;
  return (
    <div
      className={styles.row}
      data-role="answer"
      data-done={message.done}
      data-msg-id={message.msgId}
      aria-busy={!message.done}
      aria-label={t('chat.assistant')}
    >
      <div className={styles.answer}>
        <div className={styles.answerHead}>
          <ModelLogo entry={entry} size={20} />
          <span className={styles.answerModel}>{entry?.label ?? message.model ?? t('chat.assistant')}</span>
          {message.stopped && <span className={styles.stoppedTag}>{t('answer.stopped')}</span>}
        </div>
        {message.reasoning && <Reasoning text={message.reasoning} thinking={!message.done && !message.content} />}
        {waiting && message.searching && (
          <div className={searchStyles.searching} role="status">
            {t('webSearch.searching')}
          </div>
        )}
        {waiting ? (
          <div className={styles.waitingDots} role="status" aria-label={t('answer.writing')}>
            <span />
            <span />
            <span />
          </div>
        ) : (
          message.content &&
          !image && (
            <div className={styles.answerBody} data-testid="answer-content">
              <Markdown text={message.content} streaming={!message.done} sources={message.source} />
            </div>
          )
        )}
        {image && imageAnswer && <imageAnswer.ImageAnswer message={message} />}
        {!image && message.sourceImages && message.sourceImages.length > 0 && (
          <ImageGallery images={message.sourceImages.map((src, index) => ({ src, name: `${index + 1}` }))} size={160} />
        )}
        {message.source && message.source.length > 0 && <SourceList sources={message.source} />}
        {message.error && (
          // Drawn like antd's error Alert, without its code in the first load of every conversation.
          <div className={styles.answerError} role="alert">
            <CloseCircleFilled className={styles.answerErrorIcon} aria-hidden />
            <span className={styles.answerErrorText}>{message.error}</span>
            {canRegenerate && (
              <Button size="small" onClick={() => onRegenerate(message.msgId)}>
                {t('answer.retry')}
              </Button>
            )}
          </div>
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
