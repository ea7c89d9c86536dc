import type { Db } from '../../platform/db/client.ts';
import type { EventRecorder } from './recorder.ts';

/**
 * The running recorder of each database, so a feature records with only its `platform.db` at
 * hand (`recordEvent`). Two instances in one process share a database in tests: the newest
 * open one records, and closing it hands back to the one before.
 */
const recorders = new WeakMap<Db, EventRecorder[]>();

export function attachRecorder(db: Db, recorder: EventRecorder): () => void {
  const list = recorders.get(db) ?? [];
  list.push(recorder);
  recorders.set(db, list);
  return () => {
    const at = list.indexOf(recorder);
    if (at >= 0) list.splice(at, 1);
  };
}

export const recorderOf = (db: Db): EventRecorder | undefined => recorders.get(db)?.at(-1);
