import { readFileSync } from 'node:fs';

/** The release version, from the root package.json. */
export const version: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;
