import { fakeSpeechServer } from '../../apps/server/src/ai/speech/test-kit.ts';

/** The fake OpenAI-compatible speech server for the browser suite: listens on `port`; a line per 5 s of each piece. */
export function startFakeSpeech(port: number): Promise<{ url: string }> {
  return fakeSpeechServer({ port, host: '127.0.0.1' });
}
