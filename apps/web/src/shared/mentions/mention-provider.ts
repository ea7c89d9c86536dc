/**
 * What a composer's `@` menu needs from the page it sits in (issue [notebooks] item 4). The chat
 * feature draws the menu and handles the keys; a page that has things to mention (a notebook's
 * sources and notes) fills this in, so the chat knows nothing of what they are.
 */

/** One entry of the menu. */
export type MentionOption = {
  /** Unique within its group. */
  id: string;
  /** The key of the group it is listed under (`MentionProvider.groups`). */
  group: string;
  label: string;
  /** A second, quieter line: a kind, an excerpt. */
  detail?: string;
};

/** What picking an entry adds to the question being written. */
export type MentionPick = {
  /** Text quoted as context for the question (the chat message's quote). */
  quote?: string;
  /** Shown as a removable chip above the text until the question is sent. */
  chip?: boolean;
};

export type MentionMatches = {
  /** In the order shown, grouped by `group`. */
  options: MentionOption[];
  /** The first answer for the text typed is still on its way. */
  loading: boolean;
};

export type MentionProvider = {
  /** The groups in the order they are listed, with their headings. */
  groups: readonly { key: string; title: string }[];
  /**
   * A hook: the entries matching what follows the `@` (`query`, maybe empty). Called on every
   * render of the open menu, always by the same hooks; `enabled` is false while it is closed.
   */
  useMatches: (query: string, enabled: boolean) => MentionMatches;
  /** The reader picked an entry; a rejection leaves the question as it was. */
  pick: (option: MentionOption) => Promise<MentionPick>;
  /** The reader removed an entry's chip before sending. */
  unpick?: (option: MentionOption) => void;
  /** The menu's words, in the reader's language. */
  words: {
    /** The menu's name. */
    list: string;
    /** Nothing matches. */
    empty: string;
    loading: string;
    /** The name of the chips' list. */
    chips: string;
  };
};
