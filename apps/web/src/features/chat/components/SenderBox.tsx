import { PaperClipOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';
import { Button, Tooltip } from 'antd';
import { useEffect, type ComponentRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileLimits } from '../hooks/use-file-limits.ts';
import styles from './chat.module.css';
import { WebSearchToggle } from './WebSearchToggle.tsx';

export type SenderRef = ComponentRef<typeof Sender>;

export type SenderBoxProps = {
  inputRef: RefObject<SenderRef | null>;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The quote and the attachments, above the text. */
  header: ReactNode;
  streaming: boolean;
  sending: boolean;
  onSubmit: (text: string) => void;
  onStop: () => void;
  onPasteFiles: (files: File[]) => void;
  onAttach: () => void;
  /** The reader reached for the composer before it had loaded: it takes the focus as it arrives. */
  focusOnMount: boolean;
};

/**
 * The composer's text box: Ant Design X's Sender, which carries the composer's keys (Enter sends,
 * Shift+Enter adds a line, an IME composition never sends), the send and stop buttons and the
 * pasted files. A chunk of its own (see Composer.tsx).
 */
export default function SenderBox({
  inputRef,
  value,
  onChange,
  placeholder,
  header,
  streaming,
  sending,
  onSubmit,
  onStop,
  onPasteFiles,
  onAttach,
  focusOnMount,
}: SenderBoxProps) {
  const { t } = useTranslation('chat');
  const limits = useFileLimits();
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus({ cursor: 'end' });
  }, [focusOnMount, inputRef]);
  return (
    <Sender
      ref={inputRef}
      className={styles.sender}
      value={value}
      onChange={(next) => onChange(next)}
      onSubmit={(text) => onSubmit(text)}
      onCancel={onStop}
      loading={streaming}
      submitType="enter"
      autoSize={{ minRows: 1, maxRows: 8 }}
      placeholder={placeholder}
      onPasteFile={(files) => onPasteFiles([...files])}
      header={header}
      prefix={
        <>
          <Tooltip title={`${t('composer.attach')} · ${t('files.hint', { count: limits.count, size: limits.sizeMb })}`}>
            <Button type="text" icon={<PaperClipOutlined />} aria-label={t('composer.attach')} onClick={onAttach} />
          </Tooltip>
          <WebSearchToggle />
        </>
      }
      suffix={(_, { components: { SendButton, LoadingButton } }) =>
        streaming ? (
          <LoadingButton aria-label={t('composer.stop')} title={t('composer.stop')} />
        ) : (
          <SendButton aria-label={t('composer.send')} title={t('composer.send')} loading={sending} />
        )
      }
    />
  );
}
