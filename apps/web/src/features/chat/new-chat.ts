import { useChats } from './state/chats.ts';

/**
 * Starts a fresh conversation with a bot (the default assistant unless told) and answers the
 * route that shows it. The sidebar's new-chat button and the chat pages both use it.
 */
export function startNewChat(botId = '-1'): string {
  useChats.getState().startNew(`bot:${botId}`, botId);
  return `/bot/c/${botId}`;
}
