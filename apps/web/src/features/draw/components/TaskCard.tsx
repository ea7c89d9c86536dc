import { EditOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ChangeAction } from '@inkstone/contract/draw';
import { Alert, Button, Tag, Tooltip } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@/shared/i18n/language.ts';
import { useLanguage } from '@/shared/stores/language.ts';
import { aspectOf } from '../state/shape.ts';
import { isGrid, type ImageMessage } from '../state/types.ts';
import { ProgressBox } from './ProgressBox.tsx';
import { RefusalText } from './RefusalText.tsx';
import { ResultImage } from './ResultImage.tsx';
import { TaskActions } from './TaskActions.tsx';
import { UpscaleSlots } from './UpscaleSlots.tsx';
import styles from './draw.module.css';

type Props = {
  task: ImageMessage;
  /** The prompt message of the pair: what was asked, and the pictures given. */
  asked?: ImageMessage;
  responses: readonly ImageMessage[];
  highlighted: boolean;
  onChange: (task: ImageMessage, action: ChangeAction, index: number | null) => void;
  onFocusTask: (mjTaskId: string) => void;
  onReuse: (prompt: string) => void;
};

/** One drawing task: what was asked, its live progress, the result and what can be done with it, or why it failed. */
export const TaskCard = memo(function TaskCard({
  task,
  asked,
  responses,
  highlighted,
  onChange,
  onFocusTask,
  onReuse,
}: Props) {
  const { t } = useTranslation('draw');
  const language = useLanguage((state) => state.language);
  const inputs = asked?.urls ?? [];
  const words = task.action === 'BLEND' ? t('card.blendOf', { n: inputs.length }) : (asked?.content ?? task.prompt);
  const label = task.index ? t(`action.${task.action}`, { index: task.index }) : t(`action.${task.action}`);
  const grid = isGrid(task);
  const aspect = aspectOf({ ...task, dimensions: task.dimensions ?? asked?.dimensions });
  const when = new Date(task.date);

  let body;
  if (task.code === '01') body = <ProgressBox percent={task.progress} aspect={aspect} />;
  else if (task.code === '02')
    body = (
      <Alert
        type="error"
        showIcon
        title={task.refused ? t('failure.refused') : t('failure.title')}
        description={
          task.refused ? (
            <RefusalText text={task.content} links={task.refused.links} />
          ) : (
            task.content || t('failure.generic')
          )
        }
        data-testid="draw-failure"
      />
    );
  else
    body = (
      <ResultImage
        key={task.content}
        url={task.content}
        alt={t('image.alt', { label, prompt: words })}
        aspect={aspect}
        grid={grid}
      />
    );

  return (
    <article
      className={styles.card}
      id={`draw-task-${task.msgId}`}
      data-testid="draw-task"
      data-task-id={task.mjTaskId}
      data-action={task.action}
      data-code={task.code}
      data-highlighted={highlighted || undefined}
      aria-label={`${label}: ${words}`}
      aria-busy={task.code === '01'}
    >
      <header className={styles.cardHeader}>
        <Tag
          color={task.code === '02' ? 'error' : task.code === '01' ? 'processing' : 'default'}
          className={styles.actionTag}
        >
          {label}
        </Tag>
        {task.provider === 'offline' && (
          <Tooltip title={t('offline.tagHint')}>
            <Tag className={styles.providerTag}>{t('offline.tag')}</Tag>
          </Tooltip>
        )}
        <time className={styles.time} dateTime={task.date}>
          {Number.isNaN(when.getTime())
            ? ''
            : new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(when)}
        </time>
      </header>
      <p className={styles.cardPrompt} data-testid="draw-prompt">
        {words}
      </p>
      {(inputs.length > 0 ||
        (task.parentId && task.action !== 'BLEND') ||
        (task.action === 'CREATE' && task.prompt)) && (
        <div className={styles.cardMeta}>
          {inputs.map((url, i) => (
            <img key={`${url}-${i}`} src={url} alt={t('card.input', { index: i + 1 })} className={styles.inputThumb} />
          ))}
          {task.parentId && (
            <Button
              type="link"
              size="small"
              icon={<RollbackOutlined />}
              onClick={() => onFocusTask(task.parentId!)}
              className={styles.metaButton}
            >
              {t('card.fromGrid')}
            </Button>
          )}
          {task.action === 'CREATE' && task.prompt && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onReuse(task.prompt)}
              className={styles.metaButton}
            >
              {t('card.reuse')}
            </Button>
          )}
        </div>
      )}
      {body}
      {task.code === '00' && task.content && <TaskActions task={task} onChange={onChange} onFocusTask={onFocusTask} />}
      {grid && <UpscaleSlots task={task} responses={responses} onFocusTask={onFocusTask} />}
    </article>
  );
});
