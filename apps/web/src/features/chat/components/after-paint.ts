/**
 * Runs `run` once the browser has painted the frame being prepared (a frame callback, then a
 * task after it), so work that can wait never delays what is about to show. Answers a cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
