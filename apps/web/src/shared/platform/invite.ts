import { storageKey } from '../stores/storage.ts';

const KEY = storageKey('inviteId');

/** `?invite=` in the address; the sign-in dialog opens on signup when it is there. */
export function inviteFromAddress(search: string = window.location.search): string | null {
  const invite = new URLSearchParams(search).get('invite');
  return invite && invite.trim() ? invite.trim() : null;
}

/** Remembered so a later signup and share links carry it (SPEC §9 invite id). */
export function rememberInvite(search: string = window.location.search): void {
  const invite = inviteFromAddress(search);
  if (invite) localStorage.setItem(KEY, invite);
}

export function storedInvite(): string | null {
  return localStorage.getItem(KEY);
}
