import type { PromptSpec } from '../types.ts';
import { hashSeed } from './random.ts';
import { COLOURS, NEUTRALS, SUBJECT_NAMES, SUBJECTS, mentions, type Subject } from './words.ts';

/** What a picture is made of, read from the prompt and its parameters (not from the seed). */
export type Features = {
  /** Hues the prompt names, minus those `--no` bans. */
  hues: number[];
  bannedHues: number[];
  noBlack: boolean;
  noWhite: boolean;
  noGrey: boolean;
  subjects: Array<Subject | 'abstract'>;
  /** 0-1 from `--s`: more elements, more texture. */
  detail: number;
  raw: boolean;
  tile: boolean;
  dark: boolean;
};

/** Subjects tried, in order, when the prompt names none: the seed of its text picks one. */
const FALLBACK: Subject[] = ['mountains', 'water', 'clouds', 'trees', 'flowers', 'sun'];

export function featuresOf(prompt: PromptSpec): Features {
  const { text, params } = prompt;
  const banned = params.no.join(', ');
  const isBanned = (words: readonly string[]) => banned !== '' && mentions(banned, words);
  const bannedHues = COLOURS.filter((colour) => isBanned([colour.name, ...colour.words])).map((colour) => colour.hue);
  const hues = COLOURS.filter((colour) => mentions(text, colour.words) && !bannedHues.includes(colour.hue)).map(
    (colour) => colour.hue,
  );
  const named = SUBJECT_NAMES.filter((name) => mentions(text, SUBJECTS[name]) && !isBanned([name, ...SUBJECTS[name]]));
  const subjects: Features['subjects'] = named.length ? named : ['abstract'];
  if (!named.length) {
    const allowed = FALLBACK.filter((name) => !isBanned([name, ...SUBJECTS[name]]));
    if (allowed.length) subjects.push(allowed[hashSeed(text) % allowed.length]!);
  }
  return {
    hues,
    bannedHues,
    noBlack: isBanned(NEUTRALS.black),
    noWhite: isBanned(NEUTRALS.white),
    noGrey: isBanned(NEUTRALS.grey),
    subjects,
    detail: params.stylize / 1000,
    raw: params.raw,
    tile: params.tile,
    dark: (named.includes('moon') || named.includes('stars')) && !named.includes('sun'),
  };
}
