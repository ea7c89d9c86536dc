import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { docRanges } from './drop-route-docs.ts';

/** What the web build keeps of a contract module (the plugin's cuts applied). */
function kept(code: string): string {
  const cuts = docRanges(parseAst(code) as never, code).sort((a, b) => b[0] - a[0]);
  return cuts.reduce((out, [start, end]) => out.slice(0, start) + out.slice(end), code);
}

describe('the contract documentation the web build drops', () => {
  it('takes summary and description out of route definitions, and the code still runs', () => {
    const code = [
      "const ACCESS = 'Owner only.';",
      'const route = defineRoute({',
      "  method: 'POST',",
      "  path: 'cli/x/v1/get',",
      "  summary: 'One thing',",
      "  description: 'Long words ' + ACCESS,",
      '  auth: `user`,',
      '});',
    ].join('\n');
    const out = kept(code);
    expect(out).not.toMatch(/summary|description|One thing|Long words/);
    const defineRoute = (route: unknown) => route;
    expect(new Function('defineRoute', `${out}; return route;`)(defineRoute)).toEqual({
      method: 'POST',
      path: 'cli/x/v1/get',
      auth: 'user',
    });
  });

  it('unwraps .describe() with words, and leaves fields named description alone', () => {
    const code = [
      "const seconds = z.number().int().describe('seconds until another code may be sent').optional();",
      'const bot = z.object({ description: longText(500), summary: z.string() });',
      "const other = defineRoute({ description: schemaOf('x'), summary: `a ${'b'}` });",
    ].join('\n');
    const out = kept(code);
    expect(out).toContain('const seconds = z.number().int().optional();');
    expect(out).toContain('z.object({ description: longText(500), summary: z.string() })');
    // A description that is not plain words (a call) stays; a template literal of words goes.
    expect(out).toContain("description: schemaOf('x')");
    expect(out).not.toContain('summary: `a');
  });
});
