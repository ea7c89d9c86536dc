import { NotebookChat } from '@/features/chat/NotebookChat.tsx';
import { CitedMarkdown } from '@/features/chat/markdown/CitedMarkdown.tsx';
import { NotebookPage } from '@/features/notebooks/NotebookPage.tsx';

/**
 * /notebook/:id — the notebook page (sources, view, notes) with the chat panel beside it, and the
 * chat's Markdown renderer for its notes. Notebooks and chat are separate features, so the app
 * puts them together here.
 */
export default function NotebookRoute() {
  return (
    <NotebookPage
      renderChat={(slot) => <NotebookChat {...slot} />}
      renderMarkdown={(props) => <CitedMarkdown {...props} />}
    />
  );
}
