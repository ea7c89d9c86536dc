import { useParams } from 'react-router';
import { ChatView } from './components/ChatView.tsx';

/** /bot/c/:id — chat with a bot (-1 is the default assistant); kept alive between visits. */
export default function BotChatPage() {
  const { id = '-1' } = useParams();
  return <ChatView key={id} slot={`bot:${id}`} botId={id} />;
}
