import { laterChunk } from './later-chunk.ts';

/**
 * The parts of a chat page that are chunks of their own, loaded after its first paint or when
 * first needed (later-chunk.ts), so that opening a conversation loads and runs only what shows it.
 */

/**
 * The heavy controls: the composer's text box (Ant Design X's Sender, with antd's Input, Dropdown
 * and Menu under it), its `@` menu where the page offers one (drawn around the text box, so never
 * before it) and the model picker (antd's Select, its virtual list and overflow). None is needed
 * to read a conversation: ChatView asks for them once the page's first content has been painted,
 * or as soon as the reader reaches for one of their look-alikes.
 */
export const controlsChunk = laterChunk(() =>
  Promise.all([
    import('./SenderBox.tsx'),
    import('./ModelPicker.tsx'),
    import('./MentionArea.tsx'),
    import('../templates/TemplateArea.tsx'),
  ]).then(([sender, picker, mention, template]) => ({
    SenderBox: sender.default,
    ModelPicker: picker.ModelPicker,
    MentionArea: mention.MentionArea,
    // The `/` menu's trigger; the template library itself is fetched on the first `/`.
    TemplateArea: template.TemplateArea,
  })),
);

export type Controls = NonNullable<ReturnType<typeof controlsChunk.loaded>>;

/** An empty chat's welcome (Ant Design X's Welcome and Prompts): a conversation never shows it. */
export const welcomeChunk = laterChunk(() => import('./Welcome.tsx'));

/** A grounded chat's suggested questions (a notebook's, while empty). */
export const suggestionsChunk = laterChunk(() => import('./Suggestions.tsx'));

/** A conversation whose first page failed (antd's Result and its pictures): seldom needed. */
export const loadFailedChunk = laterChunk(() => import('./LoadFailed.tsx'));

/** The editor a question turns into when edited (antd's TextArea and buttons). */
export const promptEditorChunk = laterChunk(() => import('./PromptEditor.tsx'));
