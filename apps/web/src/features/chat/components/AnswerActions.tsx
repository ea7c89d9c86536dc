import {
  CheckOutlined,
  CopyOutlined,
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  ReloadOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast.ts';
import type { ChatMessage } from '../state/types.ts';
import { copyText } from '@/shared/platform/copy-text.ts';
import { RowAction as Action } from './RowAction.tsx';
import { SaveAnswerContext } from './save-note.ts';
import styles from './chat.module.css';

type Props = {
  message: ChatMessage;
  /** Regenerating needs no other answer in this chat to be streaming. */
  canRegenerate: boolean;
  onRegenerate: () => void;
  onScore: (score: 1 | -1 | 0) => void;
};

/** Under each finished answer: copy, regenerate, and a thumbs up or down (SPEC §7 setScore). */
export function AnswerActions({ message, canRegenerate, onRegenerate, onScore }: Props) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const saveAnswer = useContext(SaveAnswerContext);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const ok = await copyText(message.content);
    setCopied(ok);
    toast(ok ? 'success' : 'error', ok ? t('answer.copied') : t('answer.copyFailed'), 2);
  };
  const scorable = message.tableId !== undefined && !message.error;

  return (
    <div className={styles.actions} role="group" aria-label={t('chat.assistant')}>
      {message.content && (
        <Action
          label={copied ? t('answer.copied') : t('answer.copy')}
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void copy()}
        />
      )}
      {saveAnswer && message.content && !message.error && (
        <Action
          label={t('answer.saveNote')}
          icon={<SnippetsOutlined />}
          onClick={() => saveAnswer({ text: message.content, citations: message.source ?? [] })}
        />
      )}
      <Action
        label={message.error ? t('answer.retry') : t('answer.regenerate')}
        icon={<ReloadOutlined />}
        onClick={onRegenerate}
        disabled={!canRegenerate}
      />
      {scorable && (
        <>
          <Action
            label={t('answer.good')}
            icon={message.score === 1 ? <LikeFilled /> : <LikeOutlined />}
            pressed={message.score === 1}
            onClick={() => onScore(message.score === 1 ? 0 : 1)}
          />
          <Action
            label={t('answer.bad')}
            icon={message.score === -1 ? <DislikeFilled /> : <DislikeOutlined />}
            pressed={message.score === -1}
            onClick={() => onScore(message.score === -1 ? 0 : -1)}
          />
        </>
      )}
    </div>
  );
}
