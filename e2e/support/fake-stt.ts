/**
 * The speech helper's fake OpenAI-compatible speech server (apps/server/src/ai/speech/test-kit.ts),
 * started for the browser suite. It is loaded by a path held in a variable because it type-checks
 * under the server's settings (Node's types alone), while this suite compiles with the DOM's, where
 * a Buffer is not a fetch body; tsx runs it the same either way.
 */
const KIT = '../../apps/server/src/ai/speech/test-kit.ts';

type SpeechKit = {
  fakeSpeechServer(options: { port: number; host: string }): Promise<{ url: string }>;
};

/** Listens on `port`; answers a line per 5 s of each piece, with word timestamps. */
export async function startFakeSpeech(port: number): Promise<{ url: string }> {
  const kit = (await import(KIT)) as SpeechKit;
  return kit.fakeSpeechServer({ port, host: '127.0.0.1' });
}
