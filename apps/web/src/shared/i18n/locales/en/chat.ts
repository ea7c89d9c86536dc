export default {
  'bot.title': 'Chat',
  'bot.empty': 'Your conversation with the assistant will appear here.',
  'custom.title': 'Chat',
  'custom.empty': 'This shared conversation will appear here.',
  'embed.title': 'Chat',
  'embed.empty': 'The conversation with this bot will appear here.',
};
