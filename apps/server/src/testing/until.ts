/**
 * Reads until `done` says the value is what the test waits for, or the time is up; either way
 * answers the last value read, so the test's own assertion says what was wrong rather than a
 * timeout. For work the server finishes in the background (jobs, answers after a hang-up).
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
