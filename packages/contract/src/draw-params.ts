/**
 * The drawing prompt's parameter manual (SPEC.md §5): `--ar n:m`, `--chaos 0-100`,
 * `--iw 0.5-2`, `--no`, `--q .25|.5|1`, `--style raw`, `--s 0-1000`, `--tile`. Parameters go
 * after the prompt, space separated, with no trailing symbols. The server validates with
 * this parser and the web can show the same message before sending.
 *
 * Midjourney's long names (`--aspect`, `--chaos`/`--c`, `--quality`, `--stylize`) are read as
 * the manual's short ones, since people paste prompts from elsewhere. Chinese input methods
 * turn `--` into an em dash, so `—ar` reads as `--ar`.
 */
export type DrawParams = {
  /** width, height */
  ar: [number, number];
  chaos: number;
  iw: number;
  no: string[];
  q: 0.25 | 0.5 | 1;
  raw: boolean;
  stylize: number;
  tile: boolean;
};

export const DEFAULT_DRAW_PARAMS: DrawParams = {
  ar: [1, 1],
  chaos: 0,
  iw: 1,
  no: [],
  q: 1,
  raw: false,
  stylize: 100,
  tile: false,
};

/** Each problem names a catalogue key (messages.ts) and the parameter it is about. */
export type ParamProblemKey =
  | 'draw.param.unknown'
  | 'draw.param.repeated'
  | 'draw.param.trailing'
  | 'draw.param.ar'
  | 'draw.param.chaos'
  | 'draw.param.iw'
  | 'draw.param.no'
  | 'draw.param.q'
  | 'draw.param.style'
  | 'draw.param.s'
  | 'draw.param.tile';
export type ParamProblem = { key: ParamProblemKey; params: { name: string } };

export type ParsedPrompt = {
  /** The words before the parameters, leading image URLs removed. */
  text: string;
  /** Image prompts: http(s) or /api/files/ addresses written before the words. */
  imageUrls: string[];
  params: DrawParams;
  /** Which parameters the prompt set explicitly. */
  given: Array<keyof DrawParams>;
};

const ALIASES: Record<string, keyof DrawParams> = {
  ar: 'ar',
  aspect: 'ar',
  chaos: 'chaos',
  c: 'chaos',
  iw: 'iw',
  no: 'no',
  q: 'q',
  quality: 'q',
  style: 'raw',
  s: 'stylize',
  stylize: 'stylize',
  tile: 'tile',
};

const KEY_OF: Record<keyof DrawParams, ParamProblemKey> = {
  ar: 'draw.param.ar',
  chaos: 'draw.param.chaos',
  iw: 'draw.param.iw',
  no: 'draw.param.no',
  q: 'draw.param.q',
  raw: 'draw.param.style',
  stylize: 'draw.param.s',
  tile: 'draw.param.tile',
};

/** The widest aspect ratio accepted either way; beyond it a 2×2 grid is a row of slivers. */
export const MAX_ASPECT = 4;
const NUMBER = /^(\d+(\.\d+)?|\.\d+)$/;
const IMAGE_URL = /^(https?:\/\/\S+|\/api\/files\/\S+)$/i;

const normalise = (prompt: string) =>
  prompt
    .replace(/[\u2014\u2013](?=[a-z])/gi, '--')
    .replace(/\s+/g, ' ')
    .trim();

export function parsePrompt(prompt: string): { ok: true; value: ParsedPrompt } | { ok: false; problem: ParamProblem } {
  const tokens = normalise(prompt).split(' ').filter(Boolean);
  const first = tokens.findIndex((token) => token.startsWith('--'));
  const words = first === -1 ? tokens : tokens.slice(0, first);
  const imageUrls: string[] = [];
  while (words.length && IMAGE_URL.test(words[0]!)) imageUrls.push(words.shift()!);

  const params: DrawParams = { ...DEFAULT_DRAW_PARAMS, ar: [1, 1], no: [] };
  const given: Array<keyof DrawParams> = [];
  let index = first === -1 ? tokens.length : first;
  while (index < tokens.length) {
    const raw = tokens[index]!.slice(2);
    const values: string[] = [];
    for (index += 1; index < tokens.length && !tokens[index]!.startsWith('--'); index += 1) values.push(tokens[index]!);
    const name = raw.toLowerCase();
    const field = ALIASES[name];
    if (!field) {
      const bare = name.replace(/[^a-z]+$/, '');
      if (bare && ALIASES[bare]) return fail('draw.param.trailing', `--${bare}`);
      return fail('draw.param.unknown', `--${raw}`);
    }
    if (given.includes(field)) return fail('draw.param.repeated', `--${name}`);
    const problem = apply(params, field, values);
    if (problem) return fail(problem, `--${field === 'raw' ? 'style' : field === 'stylize' ? 's' : field}`);
    given.push(field);
  }
  return { ok: true, value: { text: words.join(' '), imageUrls, params, given } };
}

function fail(key: ParamProblemKey, name: string) {
  return { ok: false as const, problem: { key, params: { name } } };
}

/** Sets one parameter from its values; answers the problem key when they are not valid. */
function apply(params: DrawParams, field: keyof DrawParams, values: string[]): ParamProblemKey | null {
  const single = values.length === 1 ? values[0]! : null;
  const number = single !== null && NUMBER.test(single) ? Number(single) : NaN;
  switch (field) {
    case 'ar': {
      const match = single?.match(/^(\d{1,5}):(\d{1,5})$/);
      const [w, h] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
      if (!w || !h || Math.max(w / h, h / w) > MAX_ASPECT) return KEY_OF.ar;
      params.ar = [w, h];
      return null;
    }
    case 'chaos':
      if (!Number.isInteger(number) || number > 100) return KEY_OF.chaos;
      params.chaos = number;
      return null;
    case 'iw':
      if (!(number >= 0.5 && number <= 2)) return KEY_OF.iw;
      params.iw = number;
      return null;
    case 'no': {
      const items = values
        .join(' ')
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
      if (!items.length || /[^\p{L}\p{N}\s'-]/u.test(items.join(''))) return KEY_OF.no;
      params.no = items;
      return null;
    }
    case 'q':
      if (number !== 0.25 && number !== 0.5 && number !== 1) return KEY_OF.q;
      params.q = number;
      return null;
    case 'raw':
      if (single?.toLowerCase() !== 'raw') return KEY_OF.raw;
      params.raw = true;
      return null;
    case 'stylize':
      if (!Number.isInteger(number) || number > 1000) return KEY_OF.stylize;
      params.stylize = number;
      return null;
    case 'tile':
      if (values.length) return KEY_OF.tile;
      params.tile = true;
      return null;
  }
}

/** Writes parameters back in the manual's form, e.g. for an upstream that reads them. */
export function formatParams(params: DrawParams, given: ReadonlyArray<keyof DrawParams>): string {
  const parts: string[] = [];
  for (const field of given) {
    if (field === 'ar') parts.push(`--ar ${params.ar[0]}:${params.ar[1]}`);
    if (field === 'chaos') parts.push(`--chaos ${params.chaos}`);
    if (field === 'iw') parts.push(`--iw ${params.iw}`);
    if (field === 'no') parts.push(`--no ${params.no.join(', ')}`);
    if (field === 'q') parts.push(`--q ${params.q}`);
    if (field === 'raw') parts.push('--style raw');
    if (field === 'stylize') parts.push(`--s ${params.stylize}`);
    if (field === 'tile') parts.push('--tile');
  }
  return parts.join(' ');
}
