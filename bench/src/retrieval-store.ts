import type { Container } from '@inkstone/contract/knowledge';
import { insertUser } from '../../apps/server/src/platform/auth/users.ts';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/client.ts';
import { migrate } from '../../apps/server/src/platform/db/migrate.ts';
import { chunkText } from '../../apps/server/src/features/knowledge/chunk.ts';
import type { Embedder } from '../../apps/server/src/ai/embedder.ts';
import { learnChunks } from '../../apps/server/src/features/knowledge/chunks-store.ts';
import type { VectorSpace } from '../../apps/server/src/features/knowledge/vectors.ts';
import { indexRowWith, type IndexRow } from '../../apps/server/src/features/knowledge/index-rows.ts';
import { insertSource, transitionSource } from '../../apps/server/src/features/knowledge/sources-store.ts';

/** An embedder and the table its passage vectors go in. */
export type BenchVectors = { embedder: Embedder; space: VectorSpace };
export type Terms = (text: string) => string[];
export type Scope = { userId: number; container: Container };

/** A fresh in-memory PGlite with the server's migrations and one user to own the sources. */
export async function openBenchDatabase(): Promise<{ database: Database; userId: number }> {
  const database = await openDatabase({ memory: true });
  await migrate(database);
  const user = await insertUser(database.db, { nickname: 'retrieval-bench' });
  return { database, userId: user.id };
}

/** A source row walked to `learning` the way the worker finds it, ready for its chunks. */
async function learningSource(database: Database, scope: Scope, id: string, name: string, body: string) {
  await insertSource(database.db, {
    id,
    userId: scope.userId,
    containerKind: scope.container.kind,
    containerId: scope.container.id,
    kind: 'text',
    origin: 'original',
    name,
    size: body.length,
    payload: { kind: 'text', title: name, body },
  });
  for (const step of ['queued', 'learning'] as const) await transitionSource(database.db, id, step);
}

/**
 * One source learned through the engine's own path (learn.ts: chunkText → indexRow →
 * learnChunks), with `terms` as the segmenter; the source is named after the passage so a
 * hit names the passage it came from.
 */
export async function learnPassage(
  database: Database,
  scope: Scope,
  name: string,
  text: string,
  terms: Terms,
  vectors?: BenchVectors,
) {
  const id = `${scope.container.id}:${name}`;
  await learningSource(database, scope, id, name, text);
  const rows = chunkText({ text }).map(indexRowWith(terms));
  // With an embedder, each passage's vector is stored with it, as learn.ts does.
  const embedded = vectors && {
    space: vectors.space,
    values: await vectors.embedder.embed(rows.map((row) => row.text)),
  };
  const learned = await learnChunks(database.db, id, rows, embedded);
  if (!learned) throw new Error(`${name} was not learned`);
}

/** Many ready-made rows as one source: the bulk path for the latency corpus. */
export async function learnRows(database: Database, scope: Scope, name: string, rows: IndexRow[]) {
  const id = `${scope.container.id}:${name}`;
  await learningSource(database, scope, id, name, '');
  if (!(await learnChunks(database.db, id, rows))) throw new Error(`${name} was not learned`);
}
