import { describe, expect, it } from 'vitest';
import { makeMediaFileName } from './media-file-name.js';

const now = new Date('2026-11-21T00:00:00.123Z');

describe('makeMediaFileName', () => {
  it('names an image image-{timestamp}-{random}.png', () => {
    expect(makeMediaFileName('image', now, 'a1b2c3')).toBe(`image-${now.getTime()}-a1b2c3.png`);
  });

  it('names a video video-{timestamp}-{random}.mp4', () => {
    expect(makeMediaFileName('video', now, 'zz9')).toBe(`video-${now.getTime()}-zz9.mp4`);
  });

  it('takes the time as epoch milliseconds and a numeric random part', () => {
    expect(makeMediaFileName('image', 1_795_000_000_000, 42)).toBe('image-1795000000000-42.png');
  });

  it('drops path separators and other symbols from the random part', () => {
    expect(makeMediaFileName('image', now, '../x/y z')).toBe(`image-${now.getTime()}-xyz.png`);
    expect(makeMediaFileName('image', now, 0.25)).toBe(`image-${now.getTime()}-025.png`);
  });

  it('refuses a random part with nothing usable in it', () => {
    expect(() => makeMediaFileName('image', now, '')).toThrow(RangeError);
    expect(() => makeMediaFileName('image', now, '사진/')).toThrow(RangeError);
  });

  it('refuses an invalid or negative time', () => {
    expect(() => makeMediaFileName('video', new Date('x'), 'a')).toThrow(RangeError);
    expect(() => makeMediaFileName('video', -1, 'a')).toThrow(RangeError);
  });
});
