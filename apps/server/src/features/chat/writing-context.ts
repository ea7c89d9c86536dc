import type { ContextDocument } from '../../ai/types.ts';
import type { UserRow } from '../../platform/db/tables/users.ts';
import type { CallerWith } from '../../platform/http/caller.ts';
import { getDocument, type WritingPlatform } from '../writing/service.ts';

/**
 * The chat beside the writing editor (issue [writing] item 3) knows the document: a conversation
 * of features `write` reads its document (projectId) afresh for every question, as last saved, and
 * hands it to the model as context. Only the document's owner may: another user's document is
 * refused with the permission message before anything is charged or written.
 */
export async function writingDocumentOf(
  caller: CallerWith<WritingPlatform>,
  user: UserRow,
  topic: { features: string; projectId: string | null },
): Promise<ContextDocument | null> {
  if (topic.features !== 'write' || !topic.projectId) return null;
  const doc = await getDocument(caller, user, topic.projectId);
  return { id: `write:${doc.id}`, title: doc.title, text: `# ${doc.title}\n\n${doc.content}` };
}
