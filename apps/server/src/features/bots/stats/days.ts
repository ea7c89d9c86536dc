/**
 * The `count` calendar days (YYYY-MM-DD) ending with `last`, oldest first. The arithmetic is done
 * on the calendar date itself (at UTC noon), so a daylight-saving change never skips or repeats a day.
 */
export function daysEndingWith(last: string, count: number): string[] {
  const noon = Date.parse(`${last}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(noon - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
