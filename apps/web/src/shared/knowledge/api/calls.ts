import type { Container } from '@inkstone/contract/knowledge';
import type { NewSource, SourceDetail, SourceView } from '@inkstone/contract/knowledge-api';
import { knowledgeRoutes } from '@inkstone/contract/routes/knowledge';
import { createContext, useContext } from 'react';
import { call } from '@/shared/api/call.ts';

/**
 * How the knowledge pieces reach a container's sources. A bot's knowledge base is its owner's
 * and goes through the knowledge calls; a notebook may be someone else's (shared with the
 * reader), so its page hands in the notebook calls, which check the reader's role.
 */
export type SourceCalls = {
  list: (container: Container, signal: AbortSignal) => Promise<SourceView[]>;
  get: (id: string, signal: AbortSignal) => Promise<SourceDetail>;
  /** Silent: the dialog shows a refusal beside its form. */
  add: (container: Container, source: NewSource) => Promise<SourceView>;
  del: (id: string) => Promise<boolean>;
  /** Retry and relearn through the container's own call (a notebook's checks the role); else the knowledge call. */
  relearn?: (id: string) => Promise<SourceView>;
  /** Whether the socket's knowledge pushes reach this reader (they go to the container's owner). */
  pushes: boolean;
  /**
   * Whether the reader may retry, relearn, cancel or forget: those go through the knowledge
   * calls, which act in the reader's own namespace (a shared notebook's editor only deletes).
   */
  canMove: boolean;
};

export const knowledgeCalls: SourceCalls = {
  list: (container, signal) => call(knowledgeRoutes.list, { kind: container.kind, id: container.id }, { signal }),
  get: (id, signal) => call(knowledgeRoutes.get, { id }, { signal, silent: true }),
  add: (container, source) => call(knowledgeRoutes.add, { container, source }, { silent: true }),
  del: (id) => call(knowledgeRoutes.del, { id }),
  pushes: true,
  canMove: true,
};

export const SourceCallsContext = createContext<SourceCalls>(knowledgeCalls);

export const useSourceCalls = () => useContext(SourceCallsContext);
