import { lazy, Suspense } from 'react';
import { BotEditorPage } from '@/features/bots/BotEditorPage.tsx';

// The preview is the bot's own chat page (/bot/c/:id), loaded as that route loads it: importing the
// chat's components here instead would make the bundler regroup the chat pages' shared chunks around
// this page too, one more request on every chat page's first load (the bundle budget).
const BotChatRoute = lazy(() => import('./BotChatRoute.tsx'));

/**
 * /bot/create and /bot/update/:id — the bot editor with the bot's chat beside its form as a live
 * preview (the same conversation as /bot/c/:id; the editor's `:id` is the bot's). Bots and chat are
 * separate features, so the app puts them together here.
 */
export default function BotEditorRoute() {
  return (
    <BotEditorPage
      renderPreview={() => (
        <Suspense fallback={null}>
          <BotChatRoute panel />
        </Suspense>
      )}
    />
  );
}
