/** What the owner pastes into their site: the bubble script, or a frame of the visitor page. */
export const visitorPageUrl = (origin: string, botId: string) => `${origin}/bot/b/${encodeURIComponent(botId)}`;

export const scriptSnippet = (origin: string, botId: string) =>
  `<script src="${origin}/embed.js" data-bot-id="${botId}" async></script>`;

export const iframeSnippet = (origin: string, botId: string) =>
  `<iframe src="${visitorPageUrl(origin, botId)}" title="Chat" width="400" height="600" ` +
  `style="border:0;border-radius:12px;max-width:100%" allow="clipboard-write"></iframe>`;
