import { stripTypeScriptTypes } from 'node:module';

/**
 * TypeScript to JavaScript by Node's own type stripping: types become spaces, so the lines and
 * columns of an error stay those of the code the user sees. Syntax that needs transforming
 * (enums, namespaces) is refused with the compiler's message.
 */
export function stripTypes(code: string): { ok: true; code: string } | { ok: false; message: string } {
  try {
    return { ok: true, code: stripTypeScriptTypes(code, { mode: 'strip' }) ?? '' };
  } catch (error) {
    return { ok: false, message: (error instanceof Error ? error.message.split('\n')[0] : undefined) ?? String(error) };
  }
}
