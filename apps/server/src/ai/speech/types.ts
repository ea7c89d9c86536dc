/** One piece of audio to recognise: a file on disk (kept small by the caller: ≤ 30 s, ≤ 25 MB). */
export type SpeechInput = {
  path: string;
  /** Sent as the upload's name; providers pick the decoder by its extension (`piece.mp3`). */
  filename: string;
  /** ISO-639-1 (`zh`, `en`); absent or `auto`: the provider detects it. */
  language?: string;
  /** Earlier text or names that help the recogniser spell things (Whisper's `prompt`). */
  prompt?: string;
};

/** Times are milliseconds from the start of the piece sent. */
export type TranscriptSegment = { startMs: number; endMs: number; text: string; speaker?: string };
export type TranscriptWord = { startMs: number; endMs: number; text: string };

export type Transcription = {
  text: string;
  /** ISO-639-1 when the provider said which language it heard. */
  language?: string;
  segments: TranscriptSegment[];
  /** Only when the provider gives word timestamps. */
  words?: TranscriptWord[];
};

/** Speech recognition behind one call; errors are SpeechError (errors.ts). */
export interface SpeechToText {
  /** For logs and health: which provider and model answer. */
  readonly name: string;
  transcribe(input: SpeechInput, signal?: AbortSignal): Promise<Transcription>;
}
