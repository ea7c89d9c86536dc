export default {
  'list.title': 'Agent Studio',
  'list.empty': 'Your notebooks and the notebooks shared with you will appear here.',
  'detail.title': 'Notebook',
  'detail.empty': 'This notebook’s sources, notes, studio notes and chat will appear here.',
};
