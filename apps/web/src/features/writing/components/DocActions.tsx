import type { WritingDoc } from '@inkstone/contract/writing';
import { GlobalOutlined, HistoryOutlined, PictureOutlined, RobotOutlined, WechatOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button, Drawer, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/platform/media.ts';

// Each loads when first opened: WeChat styling brings the renderer and its CSS inliner (about
// 150 kB), the poster editor its sliders.
const WechatPanel = lazy(() => import('../wechat/WechatPanel.tsx').then((m) => ({ default: m.WechatPanel })));
const PublishDialog = lazy(() => import('../publish/PublishDialog.tsx').then((m) => ({ default: m.PublishDialog })));
const PosterDialog = lazy(() => import('../poster/PosterDialog.tsx').then((m) => ({ default: m.PosterDialog })));

export type DocActionsProps = {
  doc: WritingDoc;
  /** The title as typed (the saved one while the field is empty). */
  title: string;
  editor: Editor | null;
  /** The text the editor opened with, until the editor is ready. */
  initial: string;
  /** Sends what is typed (before publishing). */
  flush: () => Promise<void>;
  onVersions: () => void;
  aiShown: boolean;
  onToggleAi: () => void;
};

/**
 * What can be done with the opened document, beside its title: its history, publishing to the web,
 * WeChat styling (and from there the Official Account), a poster, and showing the panel beside
 * the editor. The dialogs live here too.
 */
export function DocActions({ doc, title, editor, initial, flush, onVersions, aiShown, onToggleAi }: DocActionsProps) {
  const { t } = useTranslation('writing');
  const isMobile = useIsMobile();
  const [publishing, setPublishing] = useState(false);
  // The text the WeChat panel styles: the document's Markdown when the panel was opened.
  const [wechat, setWechat] = useState<string | null>(null);
  // The poster's passage starts as what is selected when the dialog opens.
  const [poster, setPoster] = useState<string | null>(null);
  const openPoster = () => {
    const selection = editor?.state.selection;
    setPoster(selection && editor ? editor.state.doc.textBetween(selection.from, selection.to, '\n').trim() : '');
  };
  return (
    <>
      <Button size="small" icon={<HistoryOutlined />} onClick={onVersions}>
        {t('versions.open')}
      </Button>
      <Button size="small" icon={<GlobalOutlined />} onClick={() => setPublishing(true)}>
        {doc.publishedAt ? t('publish.update') : t('publish.open')}
      </Button>
      <Button size="small" icon={<WechatOutlined />} onClick={() => setWechat(editor?.getMarkdown() ?? initial)}>
        {t('wechat.panel')}
      </Button>
      <Button size="small" icon={<PictureOutlined />} onClick={openPoster}>
        {t('poster.open')}
      </Button>
      <Button
        size="small"
        type={aiShown ? 'primary' : 'default'}
        icon={<RobotOutlined />}
        aria-pressed={aiShown}
        onClick={onToggleAi}
      >
        {t('ai.open')}
      </Button>
      <Drawer
        open={wechat !== null}
        onClose={() => setWechat(null)}
        title={t('wechat.panel')}
        size={isMobile ? '100vw' : 760}
        destroyOnHidden
      >
        {wechat !== null && (
          <Suspense fallback={<Spin />}>
            <WechatPanel markdown={wechat} title={title} docId={doc.id} flush={flush} />
          </Suspense>
        )}
      </Drawer>
      {publishing && (
        <Suspense fallback={null}>
          <PublishDialog
            docId={doc.id}
            publishedAt={doc.publishedAt}
            flush={flush}
            onClose={() => setPublishing(false)}
          />
        </Suspense>
      )}
      {poster !== null && (
        <Suspense fallback={null}>
          <PosterDialog doc={{ id: doc.id, title }} selection={poster} onClose={() => setPoster(null)} />
        </Suspense>
      )}
    </>
  );
}
