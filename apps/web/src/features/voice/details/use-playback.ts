import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The audio element's position for the transcript: `timeupdate` fires a few times a second,
 * which is all a highlighted line needs. `seek` jumps and plays from there.
 */
export function usePlayback() {
  const audio = useRef<HTMLAudioElement>(null);
  const [timeMs, setTimeMs] = useState(0);
  // No dependencies: the element appears once the audio is playable, after the first renders.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const update = () => setTimeMs(element.currentTime * 1000);
    element.addEventListener('timeupdate', update);
    element.addEventListener('seeked', update);
    return () => {
      element.removeEventListener('timeupdate', update);
      element.removeEventListener('seeked', update);
    };
  });
  const seek = useCallback((ms: number) => {
    const element = audio.current;
    setTimeMs(ms);
    if (!element) return;
    element.currentTime = ms / 1000;
    // Playing needs a gesture, which the click that asked for the seek is; a refusal is harmless.
    void element.play?.()?.catch(() => undefined);
  }, []);
  return { audio, timeMs, seek };
}
