/**
 * A model-free token estimate, good enough to size chunks for any tokenizer: each Han
 * character counts 1 (BPE vocabularies of GPT-4-class models spend about one token per common
 * character), each Latin word or number 1.3 (English averages ~1.3 tokens per word). Spaces and
 * punctuation count nothing; they are a small share of either language.
 */
const HAN = /\p{Script=Han}/gu;
const WORD = /(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+/gu;

export function estimateTokens(text: string): number {
  const han = text.match(HAN)?.length ?? 0;
  const words = text.match(WORD)?.length ?? 0;
  return han + words * 1.3;
}
