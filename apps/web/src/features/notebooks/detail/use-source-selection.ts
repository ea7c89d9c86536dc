import type { SourceView } from '@inkstone/contract/knowledge-api';
import { useState } from 'react';

export type SourceSelection = {
  /** The sources the chat reads now, in list order. */
  selected: string[];
  /** What the chat sends: left out while every source is chosen (the server then reads them all). */
  sourceIds: string[] | undefined;
  choose: (ids: string[]) => void;
};

/**
 * Which sources the notebook's chat answers from. Every source counts until the reader leaves
 * some out; what is kept is the set left out, so a source added later joins the chat at once
 * (as it would in any notebook) and "select all" stays true to its word.
 */
export function useSourceSelection(sources: readonly SourceView[] | undefined): SourceSelection {
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(() => new Set());
  const ids = (sources ?? []).map((source) => source.id);
  const selected = ids.filter((id) => !leftOut.has(id));
  return {
    selected,
    sourceIds: selected.length === ids.length ? undefined : selected,
    choose: (chosen) => {
      const keep = new Set(chosen);
      setLeftOut(new Set(ids.filter((id) => !keep.has(id))));
    },
  };
}
