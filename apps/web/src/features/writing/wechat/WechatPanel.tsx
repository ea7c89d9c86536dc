import { CopyOutlined, SendOutlined } from '@ant-design/icons';
import { renderWechatHtml } from '@inkstone/render/wechat-html';
import {
  defaultWechatStyle,
  wechatFontSizes,
  wechatLegends,
  wechatThemes,
  type WechatStyle,
} from '@inkstone/render/wechat-style';
import { Button, Radio, Select, Switch } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/shared/stores/settings.ts';
import { toast } from '@/shared/ui/toast.ts';
import { copyHtml } from './copy-html.ts';
import styles from './wechat.module.css';

// Publishing to an Official Account (forms, polling, uploads) loads when it is first opened.
const OfficialAccountDialog = lazy(() =>
  import('../official-account/OfficialAccountDialog.tsx').then((m) => ({ default: m.OfficialAccountDialog })),
);

export type WechatPanelProps = {
  markdown: string;
  title: string;
  /** The document to publish to an Official Account; left out: the one the studio has open (`?doc=`). */
  docId?: string;
  /** Saves what is typed before publishing to an Official Account (the editor's flush). */
  flush?: () => Promise<void>;
};

/** The studio keeps the open document in the address (WritePage's `?doc=`); the panel opens over it. */
const openDocId = () => new URLSearchParams(window.location.search).get('doc');

/**
 * WeChat styling (issue [writing] item 5): SPEC §3's `write.wechatStyle` as a form, the article
 * rendered with it at a phone's width, and "Copy for WeChat", which puts the same inline-styled
 * HTML on the clipboard for the official editor. The title is shown, not copied: WeChat's
 * editor has a field of its own for it.
 */
export function WechatPanel({ markdown, title, docId = openDocId() ?? undefined, flush }: WechatPanelProps) {
  const { t } = useTranslation('writing');
  const style = useSettings((state) => state.write.wechatStyle);
  const update = useSettings((state) => state.update);
  const setStyle = (patch: Partial<WechatStyle>) => update('write', { wechatStyle: { ...style, ...patch } });
  // Typing stays quick in a long document: the preview follows when the browser has time.
  const text = useDeferredValue(markdown);
  const html = useMemo(() => renderWechatHtml(text, style), [text, style]);
  const preview = useRef<HTMLDivElement>(null);
  const [copying, setCopying] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const copy = async () => {
    setCopying(true);
    const done = await copyHtml(renderWechatHtml(markdown, style), markdown, preview.current);
    setCopying(false);
    toast(done ? 'success' : 'error', t(done ? 'wechat.copied' : 'wechat.copyFailed'));
  };

  return (
    <section className={styles.panel} aria-label={t('wechat.panel')}>
      <div className={styles.form}>
        <div className={styles.field}>
          <span id="wechat-theme">{t('wechat.theme')}</span>
          <Radio.Group
            aria-labelledby="wechat-theme"
            optionType="button"
            value={style.theme}
            onChange={(event) => setStyle({ theme: event.target.value as string })}
            options={wechatThemes.map((theme) => ({ value: theme, label: t(`wechat.theme.${theme}`) }))}
          />
        </div>
        <label className={styles.field}>
          <span>{t('wechat.primaryColor')}</span>
          <input
            type="color"
            className={styles.color}
            value={style.primaryColor.toLowerCase()}
            onChange={(event) => setStyle({ primaryColor: event.target.value.toUpperCase() })}
          />
        </label>
        <div className={styles.field}>
          <span id="wechat-font">{t('wechat.fontFamily')}</span>
          <Radio.Group
            aria-labelledby="wechat-font"
            optionType="button"
            value={style.fontFamily}
            onChange={(event) => setStyle({ fontFamily: event.target.value as number })}
            options={([1, 2, 3] as const).map((font) => ({ value: font, label: t(`wechat.font.${font}`) }))}
          />
        </div>
        <label className={styles.field}>
          <span>{t('wechat.fontSize')}</span>
          <Select
            value={style.fontSize}
            onChange={(fontSize: string) => setStyle({ fontSize })}
            options={wechatFontSizes.map((size) => ({ value: size, label: size }))}
          />
        </label>
        <label className={styles.field}>
          <span>{t('wechat.legend')}</span>
          <Select
            value={style.legend}
            onChange={(legend: string) => setStyle({ legend })}
            options={wechatLegends.map((legend) => ({ value: legend, label: t(`wechat.legend.${legend}`) }))}
          />
        </label>
        <div className={styles.field}>
          <span id="wechat-align">{t('wechat.align')}</span>
          <Radio.Group
            aria-labelledby="wechat-align"
            optionType="button"
            value={style.align}
            onChange={(event) => setStyle({ align: event.target.value as WechatStyle['align'] })}
            options={(['left', 'center', 'justify'] as const).map((align) => ({
              value: align,
              label: t(`wechat.align.${align}`),
            }))}
          />
        </div>
        <label className={styles.field}>
          <span>{t('wechat.macCodeBlock')}</span>
          <Switch checked={style.macCodeBlock} onChange={(macCodeBlock) => setStyle({ macCodeBlock })} />
        </label>
        <label className={styles.field}>
          <span>{t('wechat.blankLine')}</span>
          <Switch checked={style.blankLine} onChange={(blankLine) => setStyle({ blankLine })} />
        </label>
      </div>
      <div className={styles.actions}>
        <Button type="primary" icon={<CopyOutlined />} loading={copying} onClick={() => void copy()}>
          {t('wechat.copy')}
        </Button>
        <Button onClick={() => update('write', { wechatStyle: defaultWechatStyle })}>{t('wechat.reset')}</Button>
        {docId && (
          <Button icon={<SendOutlined />} onClick={() => setPublishing(true)}>
            {t('wechat.oa.open')}
          </Button>
        )}
      </div>
      {docId && publishing && (
        <Suspense fallback={null}>
          <OfficialAccountDialog
            docId={docId}
            title={title}
            markdown={markdown}
            style={style}
            flush={flush}
            onClose={() => setPublishing(false)}
          />
        </Suspense>
      )}
      <div className={styles.phone} role="region" aria-label={t('wechat.preview')}>
        {title ? <h1 className={styles.articleTitle}>{title}</h1> : null}
        {/* Our renderer's output: raw HTML in the text is escaped, unsafe addresses dropped. */}
        <div ref={preview} data-testid="wechat-preview" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
