import type { Source } from '@inkstone/contract/chat';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_BOT_ID, botQuery, useBotAvailability } from '@/features/bots/api/get-bot.ts';
import { BotUnavailable } from '@/features/bots/BotUnavailable.tsx';
import BotChatPage from '@/features/chat/BotChatPage.tsx';

// Loaded when a citation is first followed: /bot/c/-1 is the app's first page, and most chats
// never open a source.
const CitationViewer = lazy(() => import('@/shared/knowledge/components/CitationViewer.tsx'));

/**
 * /bot/c/:id — the chat page for a bot that exists; otherwise SPEC's "bot not available" state,
 * never the default chat under another bot's address. A followed citation opens the source at
 * its passage for the bot's owner, and the cited passage alone for anyone else (the knowledge
 * base is the owner's). `panel`: the bot editor's preview. Bots, chat and knowledge are separate,
 * so the app puts them together here.
 */
export default function BotChatRoute({ panel = false }: { panel?: boolean }) {
  const { id = DEFAULT_BOT_ID } = useParams();
  const availability = useBotAvailability(id);
  // The same query the availability check made: read from its cache, no second request.
  const bot = useQuery({ ...botQuery(id), enabled: id !== DEFAULT_BOT_ID }).data;
  const [cited, setCited] = useState<Source | null>(null);
  // Kept once loaded, so the drawer closes with its animation rather than vanishing.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const follow = (source: Source) => {
    setViewerLoaded(true);
    setCited(source);
  };
  if (availability === 'checking') return <Spin style={{ margin: 'auto' }} />;
  if (availability === 'unavailable') return <BotUnavailable />;
  const intro = bot
    ? { name: bot.name, avatar: bot.avatar, greeting: bot.greeting, description: bot.description }
    : undefined;
  return (
    <>
      <BotChatPage intro={intro} onCitation={bot ? follow : undefined} panel={panel} />
      {viewerLoaded && (
        <Suspense fallback={null}>
          <CitationViewer source={cited} canOpenSource={bot?.isOwner ?? false} onClose={() => setCited(null)} />
        </Suspense>
      )}
    </>
  );
}
