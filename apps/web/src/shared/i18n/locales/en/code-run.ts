/** Running an answer's code block (the Run button and its output), loaded with the button. */
export default {
  run: 'Run',
  running: 'Running…',
  rerun: 'Run again',
  title: 'Output',
  noOutput: 'The program printed nothing.',
  value: 'Value',
  errorLine: 'Line {{line}}',
  took: 'Finished in {{seconds}} s',
  failed: 'The run could not be finished.',
  close: 'Close the output',
};
