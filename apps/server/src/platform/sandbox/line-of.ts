/**
 * The line of the user's program an error points at, from a stack or traceback that names the
 * program's file (`main.js:3` from QuickJS, `File "<main>", line 3` from Python). The last
 * mention is the innermost frame of the program, the one closest to the error.
 */
export function lineOf(trace: string, pattern: RegExp): number | undefined {
  let line: number | undefined;
  for (const match of trace.matchAll(pattern)) line = Number(match[1]);
  return line !== undefined && Number.isSafeInteger(line) && line > 0 ? line : undefined;
}

export const quickJsLine = /main\.js:(\d+)/g;
export const pythonLine = /File "<main>", line (\d+)/g;
