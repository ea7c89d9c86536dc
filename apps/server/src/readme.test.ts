import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiConfigSchema } from './ai/config.ts';
import { configSchema } from './platform/config.ts';

// Here, beside app.ts, because it reads both the platform's and ai/'s variables, and platform/
// never imports ai/.
describe('the README', () => {
  it('documents every variable the server reads', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const name of [...Object.keys(configSchema.shape), ...Object.keys(aiConfigSchema.shape)]) {
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});
