import { NotebookChat } from '@/features/chat/NotebookChat.tsx';
import { NotebookPage } from '@/features/notebooks/NotebookPage.tsx';

/**
 * /notebook/:id — the notebook page (sources, view) with the chat panel beside it. Notebooks
 * and chat are separate features, so the app puts them together here.
 */
export default function NotebookRoute() {
  return <NotebookPage renderChat={(slot) => <NotebookChat {...slot} />} />;
}
