import { create } from 'zustand';

/** Chromium's install event; not in the DOM typings yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallState = { event: BeforeInstallPromptEvent | null; set: (event: BeforeInstallPromptEvent | null) => void };

export const useInstallPrompt = create<InstallState>()((set) => ({ event: null, set: (event) => set({ event }) }));

/**
 * Keep the browser's install prompt so the add-to-desktop guide can offer a one-click
 * install where the browser allows it, and fall back to written steps elsewhere.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.getState().set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => useInstallPrompt.getState().set(null));
}
