import { Extension } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/**
 * SPEC hotkeys: Return with an image selected starts a new line below it (instead of replacing
 * the image); Cmd/Ctrl+Return in a code block leaves it for a new line below (the code block's
 * own `exitCode`, bound here too so the rule is in one place).
 */
export const NewLineBelow = Extension.create({
  name: 'newLineBelow',
  addKeyboardShortcuts() {
    return {
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return false;
        return editor
          .chain()
          .insertContentAt(selection.to, { type: 'paragraph' })
          .setTextSelection(selection.to + 1)
          .run();
      },
      'Mod-Enter': ({ editor }) => (editor.isActive('codeBlock') ? editor.commands.exitCode() : false),
    };
  },
});
