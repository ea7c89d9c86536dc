import { Limits } from '@inkstone/contract/limits';
import { create } from 'zustand';
import type { Chat, ChatMessage, PageInfo } from './types.ts';
import { trimChats } from './trim.ts';

/**
 * Which chat a page shows: `bot:<botId>` for /bot/c/:id, `session:<id>` for /chat-custom/:id,
 * `notebook:<id>` for the chat panel of /notebook/:id.
 */
export type Slot = `bot:${string}` | `session:${string}` | `notebook:${string}` | `write:${string}`;

type NewChat = {
  botId: string;
  pageInfo?: PageInfo;
  sessionId?: string | null;
  title?: string;
  isNewSession?: boolean;
};

type ChatsState = {
  chats: Chat[];
  active: Partial<Record<Slot, string>>;
  /** The chat a slot shows, created (fresh) when it has none. Returns its key. */
  ensure: (slot: Slot, init: NewChat) => string;
  /** A fresh conversation in the slot; an untouched fresh one is reused rather than piled up. */
  startNew: (slot: Slot, botId: string) => string;
  /** A stored conversation in the slot (SPEC §4: opening a history item marks it not new). */
  openSession: (slot: Slot, init: NewChat & { sessionId: string }) => string;
  patch: (key: string, patch: Partial<Chat> | ((chat: Chat) => Partial<Chat>)) => void;
  patchMessage: (
    key: string,
    msgId: string,
    patch: Partial<ChatMessage> | ((message: ChatMessage) => Partial<ChatMessage>),
  ) => void;
  append: (key: string, messages: ChatMessage[]) => void;
  remove: (key: string, msgIds: readonly string[]) => void;
  /** The page showing the slot's chat went away: the chat stays, but may be dropped past the limit. */
  release: (slot: Slot) => void;
  /** Every chat and message goes (SPEC §4 Logout). */
  clear: () => void;
};

let counter = 0;
const localKey = () => `chat-${Date.now().toString(36)}-${(counter++).toString(36)}`;

function makeChat(init: NewChat): Chat {
  return {
    key: localKey(),
    title: init.title ?? '',
    botId: init.botId,
    pageInfo: init.pageInfo ?? { page: 'chat' },
    sessionId: init.sessionId ?? null,
    isNewSession: init.isNewSession ?? true,
    messages: [],
    historyPages: 0,
    usedAt: Date.now(),
  };
}

const isBusy = (chat: Chat) => chat.messages.some((message) => message.type === 'response' && !message.done);

/** Chats a page shows or that are still answering are never dropped by the limit. */
function kept(chats: Chat[], active: Partial<Record<Slot, string>>): Set<string> {
  const keep = new Set(Object.values(active).filter((key): key is string => Boolean(key)));
  for (const chat of chats) if (isBusy(chat)) keep.add(chat.key);
  return keep;
}

function withChat(state: Pick<ChatsState, 'chats' | 'active'>, slot: Slot, chat: Chat) {
  const active = { ...state.active, [slot]: chat.key };
  const chats = trimChats(
    [...state.chats.filter((other) => other.key !== chat.key), chat],
    Limits.chatsKept,
    kept([...state.chats, chat], active),
  );
  return { chats, active };
}

const mapChat = (chats: Chat[], key: string, change: (chat: Chat) => Chat) =>
  chats.map((chat) => (chat.key === key ? change(chat) : chat));

/**
 * Every conversation the client holds (SPEC §3 "Chat", at most five), with its messages.
 * One store for all chats; components select one chat or one message, so a streaming answer
 * re-renders only itself.
 */
export const useChats = create<ChatsState>()((set, get) => ({
  chats: [],
  active: {},

  ensure: (slot, init) => {
    const current = get().active[slot];
    const chat = current ? get().chats.find((candidate) => candidate.key === current) : undefined;
    if (chat) return chat.key;
    const fresh = makeChat(init);
    set((state) => withChat(state, slot, fresh));
    return fresh.key;
  },

  startNew: (slot, botId) => {
    const current = get().chats.find((chat) => chat.key === get().active[slot]);
    if (current && current.messages.length === 0 && current.sessionId === null) {
      get().patch(current.key, { usedAt: Date.now() });
      return current.key;
    }
    // A notebook's new chat is still the notebook's, reading the same chosen sources.
    const fresh = { ...makeChat({ botId, pageInfo: current?.pageInfo }), sourceIds: current?.sourceIds };
    set((state) => withChat(state, slot, fresh));
    return fresh.key;
  },

  openSession: (slot, init) => {
    const existing = get().chats.find((chat) => chat.sessionId === init.sessionId);
    const chat = existing
      ? { ...existing, isNewSession: false, usedAt: Date.now(), title: existing.title || (init.title ?? '') }
      : makeChat({ ...init, isNewSession: false });
    set((state) => withChat(state, slot, chat));
    return chat.key;
  },

  patch: (key, patch) =>
    set((state) => ({
      chats: mapChat(state.chats, key, (chat) => ({ ...chat, ...(typeof patch === 'function' ? patch(chat) : patch) })),
    })),

  patchMessage: (key, msgId, patch) =>
    set((state) => ({
      chats: mapChat(state.chats, key, (chat) => ({
        ...chat,
        messages: chat.messages.map((message) =>
          message.msgId === msgId && message.type === 'response'
            ? { ...message, ...(typeof patch === 'function' ? patch(message) : patch) }
            : message,
        ),
      })),
    })),

  append: (key, messages) =>
    set((state) => ({
      chats: mapChat(state.chats, key, (chat) => ({
        ...chat,
        usedAt: Date.now(),
        messages: [...chat.messages, ...messages],
      })),
    })),

  remove: (key, msgIds) =>
    set((state) => ({
      chats: mapChat(state.chats, key, (chat) => ({
        ...chat,
        messages: chat.messages.filter((message) => !msgIds.includes(message.msgId)),
      })),
    })),

  release: (slot) =>
    set((state) => {
      if (!(slot in state.active)) return {};
      const { [slot]: _gone, ...active } = state.active;
      return { active };
    }),

  clear: () => set({ chats: [], active: {} }),
}));

export const chatByKey = (key: string | undefined) =>
  key ? useChats.getState().chats.find((chat) => chat.key === key) : undefined;

/** Finds the chat holding an answer, wherever it is (socket results carry only the msgId). */
export function findAnswer(msgId: string): { chat: Chat; message: ChatMessage } | null {
  for (const chat of useChats.getState().chats) {
    const message = chat.messages.find((candidate) => candidate.type === 'response' && candidate.msgId === msgId);
    if (message) return { chat, message };
  }
  return null;
}
