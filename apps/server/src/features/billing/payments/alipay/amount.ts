/**
 * Alipay speaks yuan with two decimals ("68.00"); we keep integer fen. Both directions work on the
 * digits, never through a float, so 0.1 + 0.2 cannot turn a 30-fen order into 29.
 */

/** 6800 → "68.00", 1 → "0.01". Only whole, non-negative fen have a yuan spelling. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`Not an amount in fen: ${fen}`);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "68.00" / "68.5" / "68" → fen; anything else (signs, exponents, three decimals) → null. */
export function yuanToFen(yuan: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
