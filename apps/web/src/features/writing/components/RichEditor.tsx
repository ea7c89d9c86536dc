import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { Markdown } from '@tiptap/markdown';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { GhostText } from '../completion/ghost-text.ts';
import { NewLineBelow } from '../model/below-block.ts';
import styles from './write.module.css';

/**
 * The document's rich text, stored as Markdown. Tiptap (ProseMirror underneath) was picked over
 * Lexical and Plate: its official Markdown extension parses and serializes both ways (the
 * document is kept as Markdown, which the AI tools, WeChat styling and publishing all read), it
 * has tables and images as maintained extensions, and its React binding is small. Headings,
 * lists, quotes, code blocks, tables, images and links; SPEC's hotkeys are added by the page.
 */
export type RichEditorProps = {
  /** The Markdown the editor opens with; later changes of this prop are not applied (the editor owns the text). */
  initial: string;
  placeholder: string;
  label: string;
  onChange: (markdown: string) => void;
  onReady?: (editor: Editor) => void;
};

export function RichEditor({ initial, placeholder, label, onChange, onReady }: RichEditorProps) {
  // The editor is made once; its update handler reads the latest callback through this ref.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder }),
      Markdown,
      NewLineBelow,
      GhostText.configure({ className: styles.ghost! }),
    ],
    content: initial,
    contentType: 'markdown',
    editorProps: {
      attributes: { class: styles.prose!, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => changed.current(current.getMarkdown()),
  });
  useEffect(() => {
    if (editor && onReady) onReady(editor);
  }, [editor, onReady]);
  return <EditorContent editor={editor} className={styles.editorBody} data-testid="doc-editor" />;
}
