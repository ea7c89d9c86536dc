import {
  BoldOutlined,
  BulbOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Input, Modal, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/shared/api/upload.ts';
import { useSettings } from '@/shared/stores/settings.ts';
import { toast } from '@/shared/ui/toast.ts';
import { useCompletionNotice } from '../completion/use-completion.ts';
import styles from './write.module.css';

type ToolProps = { label: string; icon: ReactNode; on: boolean; run: () => void; disabled?: boolean };

/** One button of the bar: its name says what it does, its pressed state whether it applies here. */
function Tool({ label, icon, on, run, disabled = false }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={on}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
}

/** The formatting bar above the text: each button says what it does and shows when it applies. */
export function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('writing');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const completion = useSettings((state) => state.write.editorCompletion);
  const updateSettings = useSettings((state) => state.update);
  const completionNotice = useCompletionNotice();
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  const heading = (level: 1 | 2 | 3, on: boolean) => (
    <Tooltip title={t('tool.heading', { level })} key={`h${level}`}>
      <Button
        type={on ? 'primary' : 'text'}
        size="small"
        aria-label={t('tool.heading', { level })}
        aria-pressed={on}
        onClick={() => chain().toggleHeading({ level }).run()}
      >
        H{level}
      </Button>
    </Tooltip>
  );

  const addImage = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, { purpose: 'write', onProgress: () => undefined, silent: true });
      chain()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (caught) {
      toast('error', (caught as Error).message || t('tool.imageFailed'));
    } finally {
      setUploading(false);
    }
  };

  const applyLink = () => {
    const href = (linking ?? '').trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: `https://${href}` })
        .run();
    setLinking(null);
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('tool.bar')}>
      {heading(1, active.h1)}
      {heading(2, active.h2)}
      {heading(3, active.h3)}
      <Divider orientation="vertical" />
      <Tool label={t('tool.bold')} icon={<BoldOutlined />} on={active.bold} run={() => chain().toggleBold().run()} />
      <Tool
        label={t('tool.italic')}
        icon={<ItalicOutlined />}
        on={active.italic}
        run={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('tool.strike')}
        icon={<StrikethroughOutlined />}
        on={active.strike}
        run={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('tool.bullet')}
        icon={<UnorderedListOutlined />}
        on={active.bullet}
        run={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('tool.ordered')}
        icon={<OrderedListOutlined />}
        on={active.ordered}
        run={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t('tool.quote')}
        icon={<span aria-hidden>❝</span>}
        on={active.quote}
        run={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label={t('tool.code')}
        icon={<CodeOutlined />}
        on={active.code}
        run={() => chain().toggleCodeBlock().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('tool.link')}
        icon={<LinkOutlined />}
        on={active.link}
        run={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
      />
      <Tool
        label={t('tool.image')}
        icon={<PictureOutlined />}
        on={false}
        run={() => picker.current?.click()}
        disabled={uploading}
      />
      <Tool
        label={t('tool.table')}
        icon={<TableOutlined />}
        on={false}
        run={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      <Divider orientation="vertical" />
      <Tool
        label={t('tool.undo')}
        icon={<UndoOutlined />}
        on={false}
        run={() => chain().undo().run()}
        disabled={!active.canUndo}
      />
      <Tool
        label={t('tool.redo')}
        icon={<RedoOutlined />}
        on={false}
        run={() => chain().redo().run()}
        disabled={!active.canRedo}
      />
      <Divider orientation="vertical" />
      <Tool
        label={completionNotice ?? t('tool.completion')}
        icon={<BulbOutlined />}
        on={completion && !completionNotice}
        run={() => updateSettings('write', { editorCompletion: !completion })}
        disabled={completionNotice !== null}
      />
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addImage(file);
        }}
      />
      <Modal
        open={linking !== null}
        title={t('tool.link')}
        okText={t('link.apply')}
        cancelText={t('link.cancel')}
        onOk={applyLink}
        onCancel={() => setLinking(null)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={linking ?? ''}
          placeholder="https://"
          aria-label={t('link.address')}
          onChange={(event) => setLinking(event.target.value)}
          onPressEnter={applyLink}
        />
        <p className={styles.hint}>{t('link.hint')}</p>
      </Modal>
    </div>
  );
}
