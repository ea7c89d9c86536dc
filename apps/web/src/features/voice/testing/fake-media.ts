import { vi } from 'vitest';

/**
 * A MediaRecorder stand-in: hands over a chunk every timeslice (on the page's faked clock) and a
 * last one on stop, as the browser's does; getUserMedia answers a stream or the refusal given.
 */
export class FakeMediaRecorder {
  static latest: FakeMediaRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private count = 0;

  constructor(
    readonly stream: unknown,
    readonly options?: { mimeType?: string },
  ) {
    FakeMediaRecorder.latest = this;
  }

  start(timeslice: number) {
    this.state = 'recording';
    this.timer = setInterval(() => {
      if (this.state === 'recording') this.emit();
    }, timeslice);
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    clearInterval(this.timer);
    this.state = 'inactive';
    this.emit();
    this.onstop?.();
  }
  private emit() {
    this.ondataavailable?.({ data: new Blob([`chunk ${this.count++}`], { type: 'audio/webm' }) });
  }
}

export function installFakeMedia(refusal: string | null = null) {
  const stop = vi.fn();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        if (refusal) throw new DOMException('refused', refusal);
        return { getTracks: () => [{ stop }] };
      }),
    },
  });
  // jsdom draws nothing (and says so on every call): the level meter gets no canvas context.
  HTMLCanvasElement.prototype.getContext = vi.fn(() => null) as never;
  URL.createObjectURL = vi.fn(() => 'blob:trial');
  URL.revokeObjectURL = vi.fn();
  return { stop };
}
