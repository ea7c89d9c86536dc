import { z } from 'zod';
import { SpeechError } from './errors.ts';
import type { Transcription, TranscriptWord } from './types.ts';

const seconds = z.number().finite().min(0);
const word = z.object({ word: z.string(), start: seconds, end: seconds });
const segment = z.object({
  start: seconds,
  end: seconds,
  text: z.string(),
  // diarized_json (gpt-4o-transcribe-diarize) labels each segment with a speaker.
  speaker: z.union([z.string(), z.number()]).optional(),
  // whisper.cpp's server nests the words inside their segment.
  words: z.array(word).optional(),
});

/** verbose_json (and diarized_json) as documented; unknown fields (tokens, avg_logprob…) are ignored. */
const verbose = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: seconds.optional(),
  segments: z.array(segment).optional(),
  words: z.array(word).optional(),
});

/** verbose_json names the language ("english", "chinese"); the rest of the app uses ISO-639-1 codes. */
const codes: Record<string, string> = {
  english: 'en',
  chinese: 'zh',
  mandarin: 'zh',
  cantonese: 'yue',
  japanese: 'ja',
  korean: 'ko',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  russian: 'ru',
};
const isoOf = (language: string | undefined) => {
  const name = language?.trim().toLowerCase();
  if (!name) return undefined;
  return codes[name] ?? (/^[a-z]{2,3}(-[a-z]+)?$/.test(name) ? name : undefined);
};

const ms = (value: number) => Math.round(value * 1000);
const span = (start: number, end: number) => ({ startMs: ms(start), endMs: Math.max(ms(start), ms(end)) });

/** The provider's JSON body in our shape (seconds → ms), or a `bad_response` SpeechError. */
export function readTranscription(body: unknown): Transcription {
  const parsed = verbose.safeParse(body);
  if (!parsed.success) {
    throw new SpeechError('bad_response', {
      providerMessage: `not a transcription: ${parsed.error.issues[0]?.message}`,
    });
  }
  const answer = parsed.data;
  const segments = answer.segments
    ? answer.segments.map((item) => ({
        ...span(item.start, item.end),
        text: item.text.trim(),
        ...(item.speaker !== undefined ? { speaker: String(item.speaker) } : {}),
      }))
    : // A server that ignored verbose_json still gave the text: one line over the whole piece.
      answer.text.trim()
      ? [{ ...span(0, answer.duration ?? 0), text: answer.text.trim() }]
      : [];
  const rawWords = answer.words ?? answer.segments?.flatMap((item) => item.words ?? []);
  const words: TranscriptWord[] | undefined = rawWords?.length
    ? rawWords.map((item) => ({ ...span(item.start, item.end), text: item.word.trim() }))
    : undefined;
  const language = isoOf(answer.language);
  return {
    text: answer.text.trim(),
    ...(language ? { language } : {}),
    segments: segments.filter((item) => item.text !== ''),
    ...(words ? { words } : {}),
  };
}
