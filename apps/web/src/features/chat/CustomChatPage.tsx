import { useNavigate, useParams } from 'react-router';
import { ChatView } from './components/ChatView.tsx';
import { startNewChat } from './new-chat.ts';

/**
 * /chat-custom/:id — one stored conversation opened by its session id (a link to a chat), to
 * read and continue. "New chat" from here goes to the default assistant.
 */
export default function CustomChatPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ChatView key={id} slot={`session:${id}`} botId="-1" sessionId={id} onNewChat={() => navigate(startNewChat())} />
  );
}
