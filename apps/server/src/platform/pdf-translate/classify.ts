import type { TextLine } from './lines.js';
import type { TextBlock } from './reader.js';

/**
 * Why a paragraph is left as it is. `numbers`: digits and punctuation only, or no letter at
 * all; `figure`: text drawn on an image or a drawing.
 */
export type KeepReason = 'formula' | 'code' | 'numbers' | 'header-footer' | 'figure';

/**
 * TeX's math fonts (CMMI, CMSY, CMEX, their AMS and Latin Modern kin), STIX/Cambria Math,
 * Symbol and MT Extra: text set in them is mathematics, whatever letters it maps to.
 */
const MATH_FONT =
  /^(CM(MI|SY|EX|BSY|MIB)|MSAM|MSBM|LM(MathItalic|MathSymbols|MathExtension)|rsfs|eufm|STIX.*Math|CambriaMath|Cambria-Math|Symbol|MT-?Extra|Math)/i;
/** Monospace families: code and terminal output. */
const MONO_FONT = /(Courier|Mono|CMTT|SFTT|Consola|Menlo|Inconsolata|Code|LMTypewriter|Typewriter)/i;
/** Operators, relations, Greek letters and the like that dominate a displayed formula. */
const MATH_CHAR = /[=+\-−×÷±∓·∑∏∫∮√∞∂∇≤≥≠≈≡∝∈∉⊂⊃⊆⊇∪∩∀∃→←↔⇒⇔^_|<>/()[\]{}α-ωΑ-Ωϵϑϕ]/u;
const NUMBERS_ONLY = /^[\s\d.,:;%()[\]\-–—+/×x#§]*\d[\s\d.,:;%()[\]\-–—+/×x#§]*$/i;

export function isMathFont(name: string): boolean {
  return MATH_FONT.test(name);
}

/**
 * Decides whether a line must stay untouched. Font evidence wins (most characters of the
 * line are in math or monospace fonts); without it, a line whose non-space characters are
 * mostly operators and symbols, with few real words, counts as a formula.
 */
export function classifyLine(line: TextLine, blocks: readonly TextBlock[]): KeepReason | undefined {
  const text = line.text.trim();
  // Digits, or no letter at all (a stray comma, a rule of dashes): nothing to translate.
  if (NUMBERS_ONLY.test(text) || !/\p{L}/u.test(text)) return 'numbers';
  let math = 0;
  let mono = 0;
  let total = 0;
  for (const index of line.blocks) {
    const block = blocks[index]!;
    const chars = block.text.replace(/\s/g, '').length;
    total += chars;
    if (isMathFont(block.fontName)) math += chars;
    if (MONO_FONT.test(block.fontName)) mono += chars;
  }
  if (total && mono / total > 0.6) return 'code';
  if (total && math / total > 0.5) return 'formula';
  const chars = [...text.replace(/\s/g, '')];
  const symbols = chars.filter((c) => MATH_CHAR.test(c)).length;
  const words = text.match(/\p{L}{3,}/gu)?.length ?? 0;
  if (chars.length && symbols / chars.length > 0.3 && words <= 2) return 'formula';
  return undefined;
}
