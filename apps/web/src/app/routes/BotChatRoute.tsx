import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useParams } from 'react-router';
import { DEFAULT_BOT_ID, botQuery, useBotAvailability } from '@/features/bots/api/get-bot.ts';
import { BotUnavailable } from '@/features/bots/BotUnavailable.tsx';
import BotChatPage from '@/features/chat/BotChatPage.tsx';

/**
 * /bot/c/:id — the chat page for a bot that exists; otherwise SPEC's "bot not available" state,
 * never the default chat under another bot's address. Bots and chat are separate features, so
 * the app puts them together here.
 */
export default function BotChatRoute() {
  const { id = DEFAULT_BOT_ID } = useParams();
  const availability = useBotAvailability(id);
  // The same query the availability check made: read from its cache, no second request.
  const bot = useQuery({ ...botQuery(id), enabled: id !== DEFAULT_BOT_ID }).data;
  if (availability === 'checking') return <Spin style={{ margin: 'auto' }} />;
  if (availability === 'unavailable') return <BotUnavailable />;
  const intro = bot
    ? { name: bot.name, avatar: bot.avatar, greeting: bot.greeting, description: bot.description }
    : undefined;
  return <BotChatPage intro={intro} />;
}
