/**
 * The knowledge pieces the bots and notebooks pages build on: add sources, list them live,
 * read one, and open a citation at its passage.
 */
import './i18n.ts';
export { AddSourceDialog, allAddKinds, notebookAddKinds } from './components/AddSourceDialog.tsx';
export type { AddKind, AddSourceDialogProps } from './components/AddSourceDialog.tsx';
export { SourceList, type SourceListProps } from './components/SourceList.tsx';
export { SourceContent, SourceViewer, type SourceViewerProps } from './components/SourceViewer.tsx';
export { CitationChip, type CitationChipProps } from './components/CitationChip.tsx';
export { default as CitationViewer, type CitationViewerProps } from './components/CitationViewer.tsx';
export { StatusTag } from './components/StatusTag.tsx';
export { useSources, useSourceStatus, useSourceDetail } from './api/sources.ts';
export { useAddSource, useSourceAction } from './api/mutations.ts';
export { knowledgeKeys } from './api/keys.ts';
export { knowledgeCalls, SourceCallsContext, type SourceCalls } from './api/calls.ts';
export { KindIcon } from './components/KindIcon.tsx';
export { citedPassage, type PassageTarget } from './model/passages.ts';
export type { StatusReading } from './model/status.ts';
