/**
 * What the bot editor hands the preview chat the app puts beside its form (features never import
 * each other: app/routes/BotEditorRoute.tsx joins the two).
 */
export type BotPreviewSlot = {
  /** The saved bot to chat with. */
  botId: string;
};
