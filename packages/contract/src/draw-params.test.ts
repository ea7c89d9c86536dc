import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAW_PARAMS, formatParams, parsePrompt } from './draw-params.ts';
import { blendBody, changeBody, imagineBody } from './draw.ts';
import { formatMessage, isMessageKey } from './messages.ts';

const ok = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (!parsed.ok) throw new Error(`${prompt}: ${parsed.problem.key}`);
  return parsed.value;
};
const problem = (prompt: string) => {
  const parsed = parsePrompt(prompt);
  if (parsed.ok) throw new Error(`${prompt} was accepted`);
  return parsed.problem;
};

describe('the parameter manual (SPEC.md §5)', () => {
  it('has defaults for a prompt without parameters', () => {
    expect(ok('a quiet lake')).toEqual({ text: 'a quiet lake', imageUrls: [], params: DEFAULT_DRAW_PARAMS, given: [] });
  });

  it('reads every parameter, with Midjourney’s long names and an input method’s em dash', () => {
    const value = ok('a lake  --ar 16:9 --chaos 40 --iw 0.5 --no red, tall trees --q .25 --style raw --s 1000 --tile');
    expect(value.text).toBe('a lake');
    expect(value.params).toEqual({
      ar: [16, 9],
      chaos: 40,
      iw: 0.5,
      no: ['red', 'tall trees'],
      q: 0.25,
      raw: true,
      stylize: 1000,
      tile: true,
    });
    expect(ok('a lake —aspect 2:3 --c 5 --quality 1 --stylize 0').params).toMatchObject({
      ar: [2, 3],
      chaos: 5,
      q: 1,
      stylize: 0,
    });
    expect(formatParams(value.params, value.given)).toBe(
      '--ar 16:9 --chaos 40 --iw 0.5 --no red, tall trees --q 0.25 --style raw --s 1000 --tile',
    );
  });

  it('takes image addresses written before the words as image prompts', () => {
    expect(ok('https://example.com/a.png /api/files/abc.png a cat --iw 2')).toMatchObject({
      text: 'a cat',
      imageUrls: ['https://example.com/a.png', '/api/files/abc.png'],
    });
  });

  it.each([
    ['--ar 16x9', 'draw.param.ar', '--ar'],
    ['--ar 0:1', 'draw.param.ar', '--ar'],
    ['--ar 5:1', 'draw.param.ar', '--ar'],
    ['--ar', 'draw.param.ar', '--ar'],
    ['--chaos 100.5', 'draw.param.chaos', '--chaos'],
    ['--chaos -1', 'draw.param.chaos', '--chaos'],
    ['--c 101', 'draw.param.chaos', '--chaos'],
    ['--iw 0.4', 'draw.param.iw', '--iw'],
    ['--iw 2.01', 'draw.param.iw', '--iw'],
    ['--no', 'draw.param.no', '--no'],
    ['--no red!', 'draw.param.no', '--no'],
    ['--q 0.75', 'draw.param.q', '--q'],
    ['--style', 'draw.param.style', '--style'],
    ['--style vivid', 'draw.param.style', '--style'],
    ['--s 1000.5', 'draw.param.s', '--s'],
    ['--stylize 2000', 'draw.param.s', '--s'],
    ['--tile yes', 'draw.param.tile', '--tile'],
    ['--v 6', 'draw.param.unknown', '--v'],
    ['--', 'draw.param.unknown', '--'],
    ['--ar 1:1 --tile,', 'draw.param.trailing', '--tile'],
    ['--s 5 --s 6', 'draw.param.repeated', '--s'],
  ])('a cat %s → %s naming %s', (parameters, key, name) => {
    expect(problem(`a cat ${parameters}`)).toEqual({ key, params: { name } });
    // Every problem has words in both languages that name the parameter.
    expect(isMessageKey(key)).toBe(true);
    expect(formatMessage('en', key as 'draw.param.ar', { name })).toContain(name);
    expect(formatMessage('zh_CN', key as 'draw.param.ar', { name })).toContain(name);
  });
});

describe('the drawing call schemas', () => {
  it('read lists of images however a client writes them', () => {
    expect(blendBody.parse({ base64ArrayUrl: '["/a.png","/b.png"]' }).base64ArrayUrl).toEqual(['/a.png', '/b.png']);
    expect(blendBody.parse({ base64ArrayUrl: ['/a.png', ' /b.png '], dimensions: '16:9' })).toMatchObject({
      base64ArrayUrl: ['/a.png', '/b.png'],
      dimensions: 'LANDSCAPE',
    });
    expect(imagineBody.parse({ prompt: 'x', base64ArrayUrl: 'data:image/png;base64,AAAA' }).base64ArrayUrl).toEqual([
      'data:image/png;base64,AAAA',
    ]);
    expect(blendBody.safeParse({ base64ArrayUrl: ['/a.png'] }).error?.issues[0]?.message).toBe('draw.blendCount');
    expect(blendBody.safeParse({ base64ArrayUrl: ['/a', '/b'], dimensions: 'WIDE' }).error?.issues[0]?.message).toBe(
      'draw.dimensions',
    );
  });

  it('read form-encoded change calls', () => {
    expect(changeBody.parse({ action: 'upscale', index: '3', mjTaskId: 'abc', msgId: 'm' })).toEqual({
      action: 'UPSCALE',
      index: 3,
      mjTaskId: 'abc',
      msgId: 'm',
    });
    expect(changeBody.safeParse({ action: 'UPSCALE', index: '0', mjTaskId: 'abc' }).error?.issues[0]?.message).toBe(
      'draw.index',
    );
    expect(changeBody.safeParse({ action: 'PAN', index: '1', mjTaskId: 'abc' }).error?.issues[0]?.message).toBe(
      'draw.action',
    );
  });
});
