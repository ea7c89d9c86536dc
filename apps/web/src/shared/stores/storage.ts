import { createJSONStorage } from 'zustand/middleware';

/** Every persisted store shares one prefix so the app's keys are easy to find and clear. */
export const STORAGE_PREFIX = 'inkstone.';
export const storageKey = (name: string) => `${STORAGE_PREFIX}${name}`;

export const jsonStorage = createJSONStorage(() => localStorage);

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zustand's default merge is shallow, so a stored `write` section written by an older build
 * would drop defaults added since. This keeps every default a stored value does not override.
 */
export function deepMerge<T>(defaults: T, stored: unknown): T {
  if (!isPlain(defaults) || !isPlain(stored)) return stored === undefined ? defaults : (stored as T);
  const result: Plain = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    result[key] = key in defaults ? deepMerge(defaults[key], value) : value;
  }
  return result as T;
}
