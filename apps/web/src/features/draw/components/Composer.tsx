import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { PROMPT_MAX } from '@inkstone/contract/draw';
import { DRAW_RATIOS, drawSubmission, type DrawRatio } from '@inkstone/contract/draw-prompt';
import { Button, Input, Segmented, type GetRef } from 'antd';
import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { addToBag, bagUrls } from '../state/bag.ts';
import { useDraw } from '../state/store.ts';
import { ImageBag } from './ImageBag.tsx';
import styles from './draw.module.css';
import { HoverTip } from './HoverTip.tsx';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export type PromptRef = GetRef<typeof Input.TextArea>;

type Props = {
  inputRef?: Ref<PromptRef>;
  onSubmit: () => void;
};

/**
 * The prompt box (SPEC §5): words, the ratio for them, and the bag of pictures. Enter sends,
 * Shift+Enter adds a line, an IME composition never sends. Pictures can be picked, pasted or
 * dropped. The send button is live only when SPEC's rules would send something.
 */
export function Composer({ inputRef, onSubmit }: Props) {
  const { t } = useTranslation('draw');
  const isMobile = useIsMobile();
  const draft = useDraw((state) => state.draft);
  const bag = useDraw((state) => state.bag);
  const ratio = useDraw((state) => state.ratio);
  const { setDraft, setRatio } = useDraw.getState();
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const uploading = bag.some((item) => item.status === 'uploading');
  const submission = drawSubmission({ text: draft, images: bagUrls(bag), ratio });
  const ready = Boolean(submission) && !uploading;
  const images = bag.length;
  const hint = draft.trim()
    ? t(images ? 'hint.createWithImages' : isMobile ? 'hint.createShort' : 'hint.create')
    : images >= 2
      ? t('hint.blend', { n: images })
      : images === 1
        ? t('hint.oneImage')
        : t('hint.empty');

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    onSubmit();
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (!files.length) return;
    event.preventDefault();
    addToBag(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) addToBag([...event.dataTransfer.files]);
  };

  return (
    <div
      className={styles.composer}
      data-dragging={dragging || undefined}
      data-testid="draw-composer"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <ImageBag items={bag} />
      <Input.TextArea
        ref={inputRef}
        className={styles.prompt}
        variant="borderless"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        maxLength={PROMPT_MAX}
        autoSize={{ minRows: 2, maxRows: 8 }}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label')}
      />
      <div className={styles.toolbar}>
        <HoverTip title={t('bag.add', { max: 5 })}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('bag.addShort')}
            onClick={() => picker.current?.click()}
          />
        </HoverTip>
        <Segmented<DrawRatio>
          size="small"
          value={ratio}
          onChange={setRatio}
          options={DRAW_RATIOS.map((value) => ({ value, label: value }))}
          aria-label={t('ratio.label')}
          title={t('ratio.label')}
        />
        <span className={styles.hint} data-testid="draw-hint">
          {hint}
        </span>
        <Button
          className={styles.send}
          type="primary"
          icon={<SendOutlined />}
          disabled={!ready}
          loading={uploading}
          onClick={onSubmit}
          aria-label={t('composer.send')}
        >
          {isMobile ? null : t('composer.send')}
        </Button>
      </div>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        data-testid="draw-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) addToBag(files);
        }}
      />
    </div>
  );
}
