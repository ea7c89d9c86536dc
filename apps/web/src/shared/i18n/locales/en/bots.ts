export default {
  'discover.title': 'Discover',
  'discover.empty': 'Public bots shared by the community will appear here, grouped by category.',
  'mine.title': 'My Bots',
  'mine.empty': 'Bots you create or add will be listed here.',
  'create.title': 'Create a bot',
  'create.empty': 'The form to name your bot, write its prompt and attach a knowledge base will appear here.',
  'update.title': 'Edit bot',
  'update.empty': 'This bot’s configuration, data report, knowledge, publishing and plugins will appear here.',
  'unavailable.title': 'Bot not available',
  'unavailable.description': 'This bot does not exist, is private, or is not set up correctly.',
  'unavailable.back': 'Chat with the assistant',
};
