import { useParams } from 'react-router';
import { ChatView } from './components/ChatView.tsx';
import type { BotIntro } from './components/Welcome.tsx';

export type { BotIntro };

/**
 * /bot/c/:id — chat with a bot (-1 is the default assistant); kept alive between visits. `intro`
 * is the bot's face for an empty conversation (the app reads the bot; chat does not know bots).
 */
export default function BotChatPage({ intro }: { intro?: BotIntro | undefined }) {
  const { id = '-1' } = useParams();
  return <ChatView key={id} slot={`bot:${id}`} botId={id} intro={intro} />;
}
