import { VoiceLimits } from '@inkstone/contract/voice';

/**
 * Who is recording decides how long (SPEC §5, the contract's VoiceLimits): signed out, 1 minute
 * kept only in this browser; a free plan, the 5-minute trial (the server trims to it too); Pro,
 * the server's own limit (VOICE_MAX_MINUTES), which it enforces on finish.
 */
export type RecordPlan = 'signedOut' | 'free' | 'pro';

export function limitMsFor(plan: RecordPlan): number | null {
  if (plan === 'signedOut') return VoiceLimits.signedOutMinutes * 60_000;
  if (plan === 'free') return VoiceLimits.trialMinutes * 60_000;
  return null;
}

/** A warning a minute before the end (a quarter of it for the 1-minute trial). */
export const warnBeforeMs = (limitMs: number) => Math.min(60_000, limitMs / 4);

export type LimitPhase = 'ok' | 'warning' | 'ended';

/** Where a recording of `elapsedMs` stands against its limit. */
export function limitPhase(elapsedMs: number, limitMs: number | null): LimitPhase {
  if (limitMs === null) return 'ok';
  if (elapsedMs >= limitMs) return 'ended';
  return elapsedMs >= limitMs - warnBeforeMs(limitMs) ? 'warning' : 'ok';
}
