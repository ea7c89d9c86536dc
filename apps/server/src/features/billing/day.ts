/**
 * Calendar days in the configured time zone: the free allowance resets at that zone's
 * midnight, not the server's.
 */
export function dayKey(now: Date, timeZone: string): string {
  return formatterFor(timeZone).format(now);
}

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using
 * it, and every charge, refusal check and allowance read (nextMidnight: dozens of calls) asks.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The first day of `now`'s month in the zone, as YYYY-MM-DD. */
export function monthStartKey(now: Date, timeZone: string): string {
  return `${dayKey(now, timeZone).slice(0, 7)}-01`;
}

/** The instant the next day begins in the zone. */
export function nextMidnight(now: Date, timeZone: string): Date {
  const today = dayKey(now, timeZone);
  // Step forward an hour at a time from now until the zone's date changes; at most 25 steps,
  // and correct across daylight-saving changes.
  const hour = 60 * 60 * 1000;
  let probe = new Date(Math.floor(now.getTime() / hour) * hour + hour);
  while (dayKey(probe, timeZone) === today) probe = new Date(probe.getTime() + hour);
  // Zones with half-hour offsets: walk back in minutes to the exact start of the day.
  const minute = 60 * 1000;
  while (dayKey(new Date(probe.getTime() - minute), timeZone) !== today) probe = new Date(probe.getTime() - minute);
  return probe;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
