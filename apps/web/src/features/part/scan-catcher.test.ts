import { describe, expect, it } from 'vitest';
import { EMPTY_SCAN, nextScanKey, type ScanBuffer } from './scan-catcher';

/** Feeds keys at the given gap and returns what was scanned, if anything. */
const feed = (keys: string[], gapMs: number): (string | null)[] => {
  let buffer: ScanBuffer = EMPTY_SCAN;
  let at = 1000;
  return keys.map((key) => {
    at += gapMs;
    const next = nextScanKey(buffer, key, at);
    buffer = next.buffer;
    return next.scanned;
  });
};

describe('nextScanKey', () => {
  it('takes a fast burst ended by Enter for a scan, a web address included', () => {
    const value = 'https://x.kr/p/8801234567890';
    expect(feed([...value, 'Enter'], 5).at(-1)).toBe(value);
  });

  it('leaves typing at a human pace alone', () => {
    expect(feed([...'8801234567890', 'Enter'], 120).at(-1)).toBeNull();
  });

  it('leaves a short fast burst alone (two keys pressed together, then Enter)', () => {
    expect(feed(['a', 'b', 'Enter'], 5).at(-1)).toBeNull();
  });

  it('starts over after a pause, so slow keys before the burst are not part of the scan', () => {
    let buffer: ScanBuffer = EMPTY_SCAN;
    buffer = nextScanKey(buffer, 'x', 0).buffer;
    let at = 500;
    for (const key of '8800001000809') {
      at += 4;
      buffer = nextScanKey(buffer, key, at).buffer;
    }
    expect(nextScanKey(buffer, 'Enter', at + 4).scanned).toBe('8800001000809');
  });

  it('drops the buffer on a non-character key such as an arrow', () => {
    const keys = [...'880000', 'ArrowDown', ...'10', 'Enter'];
    expect(feed(keys, 5).at(-1)).toBeNull();
  });
});
