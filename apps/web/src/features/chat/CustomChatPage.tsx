import { matchPath, useNavigate, useParams } from 'react-router';
import { ChatView } from './components/ChatView.tsx';
import { startNewChat } from './new-chat.ts';
import { LINKED_CHAT_BOT, prefetchConversation } from './prefetch-conversation.ts';

// This chunk runs before React renders the page: a conversation opened by its link starts
// loading here, while the page's first render happens, rather than after it.
const opened = matchPath('/chat-custom/:id', window.location.pathname)?.params.id;
if (opened) prefetchConversation(opened);

/**
 * /chat-custom/:id — one stored conversation opened by its session id (a link to a chat), to
 * read and continue. "New chat" from here goes to the default assistant.
 */
export default function CustomChatPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ChatView
      key={id}
      slot={`session:${id}`}
      botId={LINKED_CHAT_BOT}
      sessionId={id}
      onNewChat={() => navigate(startNewChat())}
    />
  );
}
