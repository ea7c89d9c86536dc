import type source from '../en/chat.ts';
import type { Catalogue } from '../../catalogue.ts';

export default {
  'bot.title': '对话',
  'bot.empty': '你与助手的对话会显示在这里。',
  'custom.title': '对话',
  'custom.empty': '这段分享的对话会显示在这里。',
  'embed.title': '对话',
  'embed.empty': '与这个机器人的对话会显示在这里。',
} satisfies Catalogue<typeof source>;
