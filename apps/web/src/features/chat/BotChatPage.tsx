import type { Source } from '@inkstone/contract/chat';
import { useParams } from 'react-router';
import { ChatView } from './components/ChatView.tsx';
import type { BotIntro } from './components/Welcome.tsx';

export type { BotIntro };

/**
 * /bot/c/:id — chat with a bot (-1 is the default assistant); kept alive between visits. `intro`
 * is the bot's face for an empty conversation and `onCitation` where a cited knowledge source
 * opens (the app reads the bot and knows its knowledge; chat knows neither).
 */
export default function BotChatPage({
  intro,
  onCitation,
  panel = false,
}: {
  intro?: BotIntro | undefined;
  onCitation?: ((source: Source) => void) | undefined;
  /** Beside other content (the bot editor's preview): compact, and the page keeps its title. */
  panel?: boolean;
}) {
  const { id = '-1' } = useParams();
  return <ChatView key={id} slot={`bot:${id}`} botId={id} intro={intro} onCitation={onCitation} panel={panel} />;
}
