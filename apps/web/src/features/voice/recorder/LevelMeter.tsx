import { useEffect, useRef, type RefObject } from 'react';
import styles from '../voice.module.css';

/**
 * The microphone's level, drawn on a canvas at the display's frame rate straight from the
 * AnalyserNode: React renders this once, not sixty times a second.
 */
export function LevelMeter({ analyser, label }: { analyser: RefObject<AnalyserNode | null>; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let frame = 0;
    let samples: Uint8Array<ArrayBuffer> | null = null;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      const node = analyser.current;
      const target = canvas.current;
      const context = target?.getContext('2d');
      if (!target || !context) return;
      let level = 0;
      if (node) {
        if (samples?.length !== node.fftSize) samples = new Uint8Array(node.fftSize);
        node.getByteTimeDomainData(samples);
        // Root mean square of the wave around its midpoint (128), scaled so speech fills most of the bar.
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        level = Math.min(1, Math.sqrt(sum / samples.length) * 3);
      }
      context.clearRect(0, 0, target.width, target.height);
      context.fillStyle = getComputedStyle(target).color;
      context.fillRect(0, 0, target.width * level, target.height);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [analyser]);
  return <canvas ref={canvas} className={styles.meter} width={240} height={8} role="img" aria-label={label} />;
}
