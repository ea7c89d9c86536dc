/**
 * Readers for the self-hosting bundle's files (compose.yaml, the Dockerfile, deploy/nginx.conf),
 * just far enough for scripts/deploy-bundle.test.ts to check their structure without Docker.
 */

/** `KEY=value` lines of an env file; comments and blank lines skipped. */
export function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

const VARIABLE = /\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$\$/g;

/** The variables a compose value reads from `.env` (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`). */
export function variablesIn(value: string): string[] {
  return [...value.matchAll(VARIABLE)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/**
 * Compose's interpolation of one value: `$$` is a literal `$`, `${NAME:-default}` falls back when
 * NAME is unset or empty, `${NAME:?message}` fails then, as `docker compose config` would.
 */
export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(VARIABLE, (whole, name: string | undefined, operator?: string, operand = '') => {
    if (!name) return '$';
    const set = env[name] !== undefined && (env[name] !== '' || !operator?.startsWith(':'));
    if (set) return env[name]!;
    if (operator?.endsWith('?')) throw new Error(`${name}: ${operand || 'required'}`);
    return operator?.endsWith('-') ? operand : '';
  });
}

export type Stage = { name: string; from: string; lines: string[] };

/**
 * A Dockerfile's stages: each `FROM image AS name` with its instructions, continuation lines
 * joined and comments dropped.
 */
export function dockerStages(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push(line.replace(/\s+/g, ' '));
  }
  return stages;
}

/** The text between the braces of the nginx block that opens with `opening` (`location = /api/ws`). */
export function nginxBlock(config: string, opening: string): string | null {
  const start = config.indexOf(`${opening} {`);
  if (start < 0) return null;
  let depth = 0;
  for (let at = config.indexOf('{', start); at < config.length; at++) {
    if (config[at] === '{') depth++;
    if (config[at] === '}' && --depth === 0) return config.slice(config.indexOf('{', start) + 1, at);
  }
  return null;
}

/** The nginx directives of a block, without comments: `proxy_buffering off;` → ['proxy_buffering', 'off']. */
export function directives(block: string): string[][] {
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.endsWith(';'))
    .map((line) => line.slice(0, -1).split(/\s+/));
}
