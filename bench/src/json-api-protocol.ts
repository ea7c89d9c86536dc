/** What the small-JSON bench (json-api.ts) and its server processes (json-api-server.ts) say to each other. */

export type ServerKind = 'full' | 'bare';
/** Parent → child: the bare server's answers by path, a question about its work so far, or the order to stop. */
export type ToServer = { answers: Record<string, unknown> } | { usage: true } | { stop: true };
/** Child → parent: once listening, its port; asked, the CPU time it has used and the requests it has served. */
export type FromServer = { port: number; token?: string } | { usage: Usage };
export type Usage = { cpuMicros: number; served: number };

/** The full server's signed-in call that does nothing but find its caller. */
export const SESSION_ONLY_PATH = 'bench/v1/whoami';
