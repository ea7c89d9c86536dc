export default {
  title: 'AI Writing',
  empty: 'Your documents and groups will be listed here, next to the editor and its AI assistant.',
};
