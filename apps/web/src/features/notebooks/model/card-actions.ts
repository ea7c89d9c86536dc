import type { NotebookRole } from '@inkstone/contract/notebooks';

export type CardAction = 'rename' | 'emoji' | 'share' | 'delete';

/**
 * What a card's menu offers (SPEC §6, issue [notebooks]): editors may rename and change the
 * emoji as the server allows them; only the owner shares and deletes; a viewer only reads.
 */
export function cardActionsFor(role: NotebookRole): CardAction[] {
  switch (role) {
    case 'owner':
      return ['rename', 'emoji', 'share', 'delete'];
    case 'editor':
      return ['rename', 'emoji'];
    case 'viewer':
      return [];
  }
}
