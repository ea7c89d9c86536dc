/**
 * The text of a document not yet saved, kept in this browser until the server has it: a save
 * that fails (offline, server down) or a closed tab loses nothing. One entry per document.
 */
export type LocalCopy = { content: string; revision: number; at: number };

const keyOf = (id: string) => `inkstone.write.unsaved.${id}`;

export function readLocalCopy(id: string): LocalCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<LocalCopy>;
    return typeof copy.content === 'string' && typeof copy.revision === 'number'
      ? { content: copy.content, revision: copy.revision, at: Number(copy.at) || 0 }
      : null;
  } catch {
    return null;
  }
}

export function keepLocalCopy(id: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(copy));
  } catch {
    // Storage full or blocked: the save in flight is then the only copy, as without this.
  }
}

export function dropLocalCopy(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
