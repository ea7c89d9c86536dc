import { readFileSync } from 'node:fs';

/**
 * The high-water mark of this process's own memory, in MB. Not `resourceUsage().maxRSS` alone: on
 * Linux a spawned process starts with its parent's peak there (the kernel carries the forked
 * copy's over the exec), so a probe spawned by a test worker that had grown to 600 MB reported
 * 600 MB whatever it used itself. /proc's VmHWM belongs to this process's own memory map.
 */
export function peakRssMB(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Math.round(Number(hwm[1]) / 1024);
  } catch {
    // Not Linux: the portable figure, which may include the parent's peak.
  }
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
