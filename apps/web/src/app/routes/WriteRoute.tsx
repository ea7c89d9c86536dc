import { WritingChat } from '@/features/chat/WritingChat.tsx';
import WritePage from '@/features/writing/WritePage.tsx';

/**
 * /editor/write — the writing studio with the chat beside the editor. Writing and chat are
 * separate features, so the app puts them together here.
 */
export default function WriteRoute() {
  return <WritePage renderChat={(slot) => <WritingChat {...slot} />} />;
}
