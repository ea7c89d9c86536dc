import { openAsBlob } from 'node:fs';
import { SpeechError } from './errors.ts';
import { readTranscription } from './response.ts';
import type { SpeechInput, SpeechToText, Transcription } from './types.ts';

export type SpeechProviderOptions = {
  /** Up to the version segment, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8000/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; local servers usually need none. */
  apiKey?: string;
  model: string;
  /** One request, upload to last byte of the answer; past it the call is `unavailable`. */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * Speech recognition over the OpenAI audio API, as OpenAI documents it and as local servers copy it.
 *
 * Request: `POST {baseUrl}/audio/transcriptions`, multipart/form-data with `file` (the audio,
 * ≤ 25 MB at OpenAI; flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav or webm, told apart by the name),
 * `model` (`whisper-1`; local servers take their own names, e.g. `Systran/faster-whisper-large-v3`),
 * optional `language` (ISO-639-1) and `prompt`, `response_format=verbose_json` and
 * `timestamp_granularities[]=segment` + `timestamp_granularities[]=word` (OpenAI accepts the
 * granularities only with verbose_json; asking for words costs no extra latency for segments).
 *
 * Answer (200, JSON): `{ task, language: "english", duration: 12.3, text, segments: [{ id, seek,
 * start, end, text, tokens, temperature, avg_logprob, compression_ratio, no_speech_prob }], words:
 * [{ word, start, end }] }` with times in seconds from the start of the file. Models named
 * `*-diarize` (gpt-4o-transcribe-diarize) take `response_format=diarized_json` (with
 * `chunking_strategy=auto`, no granularities) and answer `segments: [{ speaker: "A", start, end,
 * text }]`. Errors: `{ error: { message, type, code } }` with 400/401/403/404/413, 429 with a
 * `Retry-After` header (seconds or an HTTP date), 5xx.
 *
 * Compatible servers: faster-whisper-server / speaches (`/v1/audio/transcriptions`, same fields,
 * verbose_json with words and segments); whisper.cpp's `whisper-server` answers at `/inference`
 * by default, and at this path when started with `--inference-path /v1/audio/transcriptions`
 * (then STT_BASE_URL is `http://host:port/v1`); its verbose_json nests `words` inside each
 * segment, which is read too. A server that ignores verbose_json and answers `{ text }` gives
 * one line over the whole piece.
 */
export function openAiCompatibleSpeech(options: SpeechProviderOptions): SpeechToText {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const diarize = /diariz/i.test(options.model);

  return {
    name: `${new URL(endpoint).host} ${options.model}`,
    async transcribe(input: SpeechInput, signal?: AbortSignal): Promise<Transcription> {
      const form = new FormData();
      form.append('file', await openAsBlob(input.path), input.filename);
      form.append('model', options.model);
      if (input.language && input.language !== 'auto') form.append('language', input.language);
      if (input.prompt && !diarize) form.append('prompt', input.prompt);
      if (diarize) {
        form.append('response_format', 'diarized_json');
        form.append('chunking_strategy', 'auto');
      } else {
        form.append('response_format', 'verbose_json');
        form.append('timestamp_granularities[]', 'segment');
        form.append('timestamp_granularities[]', 'word');
      }
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

      let status = 0;
      let text: string;
      let retryAfter: string | null;
      try {
        const response = await doFetch(endpoint, { method: 'POST', body: form, headers, signal: both });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        text = await response.text();
      } catch (error) {
        // The caller's own cancel is not the provider's fault: let it through as it is.
        if (signal?.aborted) throw signal.reason ?? error;
        const timedOut = timeout.aborted;
        throw new SpeechError('unavailable', {
          ...(status ? { status } : {}),
          providerMessage: timedOut ? `no answer within ${options.timeoutMs} ms` : (error as Error).message,
          cause: error,
        });
      }
      if (status >= 200 && status < 300) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new SpeechError('bad_response', { status, providerMessage: 'the answer is not JSON', cause: error });
        }
        return readTranscription(body);
      }
      const providerMessage = messageOf(text);
      if (status === 429) {
        const retryAfterMs = parseRetryAfter(retryAfter);
        throw new SpeechError('rate_limited', {
          status,
          ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
          ...(providerMessage ? { providerMessage } : {}),
        });
      }
      throw new SpeechError(status >= 500 ? 'unavailable' : 'refused', {
        status,
        ...(providerMessage ? { providerMessage } : {}),
      });
    },
  };
}

/** `{ error: { message } }` (OpenAI), `{ detail }` (FastAPI servers), `{ error: "…" }`, or the text itself. */
function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; detail?: unknown; message?: unknown };
    const candidate =
      typeof body.error === 'string' ? body.error : (body.error?.message ?? body.detail ?? body.message);
    if (typeof candidate === 'string' && candidate) return candidate.slice(0, 500);
    if (candidate !== undefined) return JSON.stringify(candidate).slice(0, 500);
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.trim().slice(0, 500) || undefined;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
