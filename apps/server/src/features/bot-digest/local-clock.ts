/**
 * The day (YYYY-MM-DD) and time (HH:mm) it is at `now` in `timeZone`. One formatter per zone:
 * building one costs far more than using it, and the round asks for every bot.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localClock(now: Date, timeZone: string): { day: string; time: string } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}
