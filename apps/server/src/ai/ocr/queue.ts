/**
 * Runs jobs one after another in the order they were queued; a failing job does not stop the
 * ones behind it. onnxruntime does not promise that one session may run several inferences at
 * once from JavaScript, and taking turns also bounds memory to one image in flight.
 */
export function queue(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
}
