export default {
  'list.title': 'Recordings',
  'list.empty': 'Your recordings and uploaded audio will be listed here with their transcripts.',
  'details.title': 'Recording details',
  'details.empty': 'The transcript and meeting minutes of a recording will appear here.',
};
