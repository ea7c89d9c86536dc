import { PosterBackground, PosterLimits, type PosterLayout, type PosterSize } from '@inkstone/contract/writing-poster';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Radio, Segmented, Slider, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { usePosterRender } from './api.ts';
import styles from './poster.module.css';

export type PosterDialogProps = {
  doc: { id: string; title: string };
  /** The words selected in the editor when the dialog opened: the poster's passage to start with. */
  selection: string;
  onClose: () => void;
};

const SWATCHES: Record<PosterBackground, string> = {
  blue: '#1f6fd1',
  green: '#2f9e6e',
  purple: '#7b5cd6',
  orange: '#f08c3a',
  ink: '#2b2f36',
  paper: '#efe6d3',
};

/** Wait after the last change before the server paints again. */
const REPAINT_MS = 400;

/**
 * The poster editor (issue [writing] item 7): the title and a passage on a background, with a QR
 * code to a link, painted on the server (a bundled Chinese font, the same everywhere) and
 * downloaded as PNG. Background, margin, padding and opacity are SPEC §3's `write.posterStyle`.
 */
export function PosterDialog({ doc, selection, onClose }: PosterDialogProps) {
  const { t } = useTranslation('writing');
  const isMobile = useIsMobile();
  const style = useSettings((state) => state.write.posterStyle);
  const update = useSettings((state) => state.update);
  const [passage, setPassage] = useState(selection.slice(0, PosterLimits.passageMax));
  const [layout, setLayout] = useState<PosterLayout>('card');
  const [size, setSize] = useState<PosterSize>('portrait');
  const [link, setLink] = useState('');
  const render = usePosterRender();
  const background = PosterBackground.safeParse(style.background).data ?? 'blue';
  const trimmedLink = link.trim();
  const linkOk = !trimmedLink || /^https?:\/\/\S+$/i.test(trimmedLink);
  const { mutate } = render;

  useEffect(() => {
    if (!linkOk) return;
    const timer = setTimeout(
      () =>
        mutate({
          docId: doc.id,
          passage,
          style: { ...style, background },
          layout,
          size,
          link: trimmedLink || null,
        }),
      REPAINT_MS,
    );
    return () => clearTimeout(timer);
  }, [mutate, doc.id, passage, style, background, layout, size, trimmedLink, linkOk]);

  const png = render.data?.png;
  const setStyle = (patch: Partial<typeof style>) => update('write', { posterStyle: { ...style, ...patch } });
  return (
    <Modal
      open
      title={t('poster.title')}
      onCancel={onClose}
      width={isMobile ? '100vw' : 920}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('poster.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!png || render.isPending}
          href={png}
          download={`${doc.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'poster'}.png`}
        >
          {t('poster.download')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <div className={styles.layout}>
        <div className={styles.controls}>
          <label className={styles.field}>
            <span>{t('poster.passage')}</span>
            <Input.TextArea
              value={passage}
              onChange={(event) => setPassage(event.target.value)}
              autoSize={{ minRows: 3, maxRows: 6 }}
              maxLength={PosterLimits.passageMax}
              showCount
              placeholder={t('poster.passageHint')}
            />
          </label>
          <div className={styles.field}>
            <span id="poster-background">{t('poster.background')}</span>
            <Radio.Group
              aria-labelledby="poster-background"
              value={background}
              onChange={(event) => setStyle({ background: event.target.value as PosterBackground })}
              className={styles.swatches}
            >
              {PosterBackground.options.map((name) => (
                <Radio.Button
                  key={name}
                  value={name}
                  aria-label={t(`poster.bg.${name}`)}
                  title={t(`poster.bg.${name}`)}
                >
                  <span className={styles.swatch} style={{ background: SWATCHES[name] }} />
                </Radio.Button>
              ))}
            </Radio.Group>
          </div>
          <div className={styles.field}>
            <span>{t('poster.layout')}</span>
            <Segmented
              value={layout}
              onChange={(value) => setLayout(value)}
              options={(['card', 'quote', 'minimal'] as const).map((value) => ({
                value,
                label: t(`poster.layout.${value}`),
              }))}
            />
          </div>
          <div className={styles.field}>
            <span>{t('poster.size')}</span>
            <Segmented
              value={size}
              onChange={(value) => setSize(value)}
              options={(['portrait', 'square'] as const).map((value) => ({ value, label: t(`poster.size.${value}`) }))}
            />
          </div>
          {(['margin', 'padding'] as const).map((key) => (
            <label key={key} className={styles.field}>
              <span>{t(`poster.${key}`)}</span>
              <Slider
                min={0}
                max={PosterLimits.spacingMax}
                value={style[key]}
                onChange={(value) => setStyle({ [key]: value })}
                aria-label={t(`poster.${key}`)}
              />
            </label>
          ))}
          <label className={styles.field}>
            <span>{t('poster.opacity')}</span>
            <Slider
              min={0}
              max={100}
              value={style.opacity}
              onChange={(value) => setStyle({ opacity: value })}
              aria-label={t('poster.opacity')}
            />
          </label>
          <label className={styles.field}>
            <span>{t('poster.link')}</span>
            <Input
              value={link}
              placeholder="https://"
              status={linkOk ? undefined : 'error'}
              onChange={(event) => setLink(event.target.value)}
              aria-label={t('poster.link')}
            />
            <span className={linkOk ? styles.hint : styles.error}>
              {linkOk ? t('poster.linkHint') : t('poster.linkBad')}
            </span>
          </label>
        </div>
        <div className={styles.preview} aria-live="polite">
          {render.isError && <Alert type="error" showIcon title={render.error.message || t('poster.failed')} />}
          {png && (
            <img
              src={png}
              alt={t('poster.previewAlt', { title: doc.title })}
              className={styles.image}
              data-testid="poster-image"
              style={{ aspectRatio: size === 'square' ? '1 / 1' : '3 / 4' }}
            />
          )}
          {render.isPending && (
            <div className={styles.painting}>
              <Spin description={t('poster.painting')} />
            </div>
          )}
        </div>
      </div>
    </Modal>
  );
}
