import type { Lang, Passage } from './retrieval-data.ts';

/**
 * Filler for the latency corpus: text that reads like the evaluation passages (their words,
 * in orders they occur in) but says nothing in particular. A word-level bigram chain per
 * language, trained on the passages and walked with a seeded generator, so every run builds
 * the same corpus and a word's document frequency grows the way it would in real knowledge.
 */
export type Chain = { lang: Lang; starts: string[]; next: Map<string, string[]> };

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const SENTENCE_END = /^[.!?。！？]$|[.!?]$/;

/** Chinese keeps its punctuation as tokens and joins without spaces; English splits on spaces. */
function tokensOf(lang: Lang, text: string): string[] {
  if (lang === 'en') return text.split(/\s+/).filter(Boolean);
  return [...words.segment(text)].map((piece) => piece.segment).filter((token) => token.trim());
}

export function trainChain(lang: Lang, passages: Passage[]): Chain {
  const starts: string[] = [];
  const next = new Map<string, string[]>();
  for (const passage of passages) {
    const tokens = tokensOf(lang, passage.text);
    let sentenceStart = true;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (sentenceStart) starts.push(token);
      sentenceStart = SENTENCE_END.test(token);
      const following = tokens[i + 1];
      if (following === undefined) continue;
      let list = next.get(token);
      if (!list) next.set(token, (list = []));
      list.push(following);
    }
  }
  return { lang, starts, next };
}

/** mulberry32: small, fast and seeded, so the corpus is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * Real text has a long tail: at 100k chunks most distinct words are rare (names, numbers, terms
 * of art), while a chain trained on 300 passages knows ~15k words, each of which would then sit
 * in thousands of chunks and make every question's words look common. So a share of the
 * chain's content words is swapped for made-up words drawn from a large lexicon with Zipf's
 * law (the word of rank r about 1/r as often as the first), the shape of real vocabularies.
 */
const LEXICON = 200_000;
const EN_SYLLABLES = 'ka ren to mi sul bor ven lis dra ne pol thar ex quin ur mo gel fi sa dun'.split(' ');
const ZH_CHARACTERS = [
  ...'安宝昌达德东丰福富光广国海和华辉佳嘉建江金锦晶康乐力立利林隆美明宁平启庆瑞润森盛世顺泰通伟祥鑫信兴旭耀益永宇元源远泽正志智舟',
];

/** The made-up word of a rank: its digits in the base of the alphabet, at least two of them. */
export function madeUpWord(lang: Lang, rank: number): string {
  const alphabet = lang === 'en' ? EN_SYLLABLES : ZH_CHARACTERS;
  const parts: string[] = [];
  for (let n = rank + alphabet.length; n > 0; n = Math.floor(n / alphabet.length)) {
    parts.push(alphabet[n % alphabet.length]!);
  }
  return parts.join('');
}

const zipfRank = (random: () => number) => Math.floor(Math.exp(random() * Math.log(LEXICON)));
const CONTENT = { en: /^[A-Za-z]{4,}/, zh: /^\p{Script=Han}{2,}$/u };

/**
 * About `size` tokens of chained sentences; a dead end or a sentence's end starts a new one.
 * `rare` of the content words (English of four letters or more, Chinese of two characters or
 * more) are made-up words from the long tail instead.
 */
export function generate(chain: Chain, random: () => number, size: number, rare = 0): string {
  const out: string[] = [];
  let token = pick(random, chain.starts);
  while (out.length < size || !SENTENCE_END.test(out[out.length - 1]!)) {
    const content = CONTENT[chain.lang];
    out.push(
      rare && content.test(token) && random() < rare
        ? token.replace(content, madeUpWord(chain.lang, zipfRank(random)))
        : token,
    );
    if (out.length > size * 2) break;
    const options = chain.next.get(token);
    token = options && !SENTENCE_END.test(token) ? pick(random, options) : pick(random, chain.starts);
  }
  return out.join(chain.lang === 'en' ? ' ' : '');
}
