export default {
  title: 'Draw',
  empty: 'Images you create from a text prompt or by blending pictures will appear here.',
  'params.title': 'Prompt parameters',
  'params.intro': 'Put parameters after the prompt, separated by spaces, with no trailing symbols.',
  'params.ar': 'Aspect ratio, for example 16:9 (default 1:1).',
  'params.chaos': 'How varied the results are, 0-100 (default 0).',
  'params.iw': 'Weight of the image prompt, 0.5-2 (default 1).',
  'params.no': 'Things to leave out of the image.',
  'params.q': 'Rendering quality: .25, .5 or 1 (default 1).',
  'params.style': 'A less stylised, more literal look.',
  'params.s': 'Stylisation strength, 0-1000 (default 100).',
  'params.tile': 'Make the image tile seamlessly.',
};
