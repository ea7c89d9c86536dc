import type { Language } from '@inkstone/contract/edition';
import { complete } from './complete.ts';
import { phrase } from './offline/phrases.ts';
import type { LanguageModel } from './types.ts';

/** DESIGN.md §4: translation sits on top of a LanguageModel (PDF translation, bot replies). */
export type TranslateRequest = {
  text: string;
  /** Target language as a name or code the model understands ("English", "zh-CN", "日本語"). */
  to: string;
  from?: string;
  /** The user's interface language, for any note shown beside the result. */
  language?: Language;
  signal?: AbortSignal;
};

export type Translation = {
  text: string;
  /** False when nothing was translated (demo mode); `note` then says why, for the user. */
  translated: boolean;
  note?: string;
};

export interface Translator {
  translate(request: TranslateRequest): Promise<Translation>;
}

const INSTRUCTIONS = (to: string, from?: string) =>
  `Translate the user's text${from ? ` from ${from}` : ''} into ${to}. ` +
  'Keep the meaning, tone, numbers, names, line breaks and Markdown. Reply with the translation only, no notes.';

/** Throws the stream's ModelError (with `partial`) when the upstream fails. */
export function modelTranslator(model: LanguageModel): Translator {
  return {
    async translate(request) {
      if (!request.text.trim()) return { text: request.text, translated: true };
      const answer = await complete(model, {
        system: INSTRUCTIONS(request.to, request.from),
        messages: [{ role: 'user', content: request.text }],
        temperature: 0,
        signal: request.signal,
      });
      return { text: answer.text.trim(), translated: true };
    },
  };
}

/**
 * Demo mode cannot translate, and does not pretend to: the text comes back unchanged,
 * flagged, with a note the feature can show.
 */
export function offlineTranslator(): Translator {
  return {
    async translate(request) {
      return {
        text: request.text,
        translated: false,
        note: phrase(request.language ?? 'en', 'ai.offline.notTranslated'),
      };
    },
  };
}
