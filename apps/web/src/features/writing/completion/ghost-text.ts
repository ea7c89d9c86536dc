import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/** A suggestion shown at `pos` (the cursor when it was asked), not yet part of the text. */
export type Ghost = { text: string; pos: number };

const key = new PluginKey<Ghost | null>('ghostText');

/** The suggestion the editor shows now, if any. */
export const ghostOf = (state: EditorState): Ghost | null => key.getState(state) ?? null;

/** Shows `text` as ghost text at `pos`; any change to the text or the cursor takes it away. */
export function showGhost(editor: Editor, ghost: Ghost | null): void {
  editor.view.dispatch(editor.state.tr.setMeta(key, ghost));
}

/**
 * Ghost text (SPEC §3 `write.editorCompletion`): a suggestion drawn after the cursor in a fainter
 * colour, outside the document. Tab takes it into the text, Escape dismisses it; typing, moving the
 * cursor or any other change dismisses it too. Tab does its usual work (a list's indent) when no
 * suggestion shows. The class of the drawn text comes from the page's styles.
 */
export const GhostText = Extension.create<{ className: string }>({
  name: 'ghostText',
  // Before the lists' Tab (indent): a shown suggestion is what Tab means.
  priority: 1000,
  addOptions: () => ({ className: '' }),
  addProseMirrorPlugins() {
    const { className } = this.options;
    return [
      new Plugin<Ghost | null>({
        key,
        state: {
          init: () => null,
          apply(tr, current) {
            const meta = tr.getMeta(key) as Ghost | null | undefined;
            if (meta !== undefined) return meta;
            return tr.docChanged || tr.selectionSet ? null : current;
          },
        },
        props: {
          decorations(state) {
            const ghost = key.getState(state);
            if (!ghost) return null;
            const widget = Decoration.widget(
              ghost.pos,
              () => {
                const span = document.createElement('span');
                span.className = className;
                span.textContent = ghost.text;
                span.setAttribute('aria-hidden', 'true');
                span.dataset.testid = 'ghost-text';
                return span;
              },
              { side: 1, key: `ghost:${ghost.pos}:${ghost.text}` },
            );
            return DecorationSet.create(state.doc, [widget]);
          },
        },
      }),
    ];
  },
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => {
        const ghost = ghostOf(editor.state);
        if (!ghost) return false;
        editor.view.dispatch(editor.state.tr.insertText(ghost.text, ghost.pos).setMeta(key, null));
        return true;
      },
      Escape: ({ editor }) => {
        if (!ghostOf(editor.state)) return false;
        showGhost(editor, null);
        return true;
      },
    };
  },
});
