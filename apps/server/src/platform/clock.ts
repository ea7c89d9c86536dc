/**
 * Where "now" comes from. Services that judge time (expiry, the daily reset) ask the clock,
 * so tests move time forward instead of sleeping.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move. */
export class ManualClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  set(date: Date) {
    this.offsetMs = date.getTime() - Date.now();
  }
}
