import type { Member, Notebook, NotebookRole } from '@inkstone/contract/notebooks';
import type { NotebookMemberRow, NotebookRow } from './tables.ts';

export function presentNotebook(
  notebook: NotebookRow,
  facts: { role: NotebookRole; ownerName: string; sourceCount: number; openedAt: Date | null },
): Notebook {
  return {
    id: notebook.id,
    name: notebook.name,
    emoji: notebook.emoji,
    role: facts.role,
    owner: { id: notebook.userId, nickname: facts.ownerName },
    sourceCount: facts.sourceCount,
    createdAt: notebook.createdAt.toISOString(),
    updatedAt: notebook.updatedAt.toISOString(),
    lastOpenedAt: facts.openedAt?.toISOString() ?? null,
  };
}

export function presentMember(member: NotebookMemberRow, nickname: string | null): Member {
  return { email: member.email, role: member.role, nickname, invitedAt: member.createdAt.toISOString() };
}
