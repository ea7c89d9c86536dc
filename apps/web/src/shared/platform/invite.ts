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

/** A share link carrying the sharer's own invite id (SPEC §9), other parameters kept. */
export function withInvite(url: string, inviteId: string | null | undefined): string {
  if (!inviteId) return url;
  const link = new URL(url);
  link.searchParams.set('invite', inviteId);
  return link.toString();
}

/** The invite page's link: the app's home with `?invite=<the user's own invite id>`. */
export function inviteLink(origin: string, inviteId: string): string {
  return withInvite(`${origin}/`, inviteId);
}
