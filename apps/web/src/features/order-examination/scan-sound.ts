// The examiner looks at the parts, not the screen: a short high beep says "counted", a low double
// buzz says "refused", a rising three-note chime says "all done". Web Audio, no sound files.

export type ScanSound = 'ok' | 'error' | 'done';

export type Tone = { frequency: number; startMs: number; durationMs: number; wave: OscillatorType };

export const SCAN_TONES: Record<ScanSound, readonly Tone[]> = {
  ok: [{ frequency: 1320, startMs: 0, durationMs: 90, wave: 'sine' }],
  error: [
    { frequency: 196, startMs: 0, durationMs: 180, wave: 'square' },
    { frequency: 196, startMs: 240, durationMs: 220, wave: 'square' },
  ],
  done: [
    { frequency: 880, startMs: 0, durationMs: 110, wave: 'sine' },
    { frequency: 1175, startMs: 130, durationMs: 110, wave: 'sine' },
    { frequency: 1568, startMs: 260, durationMs: 220, wave: 'sine' },
  ],
};

let context: AudioContext | null = null;

/** Plays a sound; silent where the browser has no Web Audio or has not allowed it yet. */
export const playScanSound = (sound: ScanSound): void => {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume();
    const now = context.currentTime;
    for (const tone of SCAN_TONES[sound]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      const start = now + tone.startMs / 1000;
      const end = start + tone.durationMs / 1000;
      osc.type = tone.wave;
      osc.frequency.setValueAtTime(tone.frequency, start);
      // A quick fade in and out: no click at the edges.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      osc.connect(gain).connect(context.destination);
      osc.start(start);
      osc.stop(end + 0.02);
    }
  } catch {
    // No sound device: the message on screen still says it.
  }
};
