export type MediaKind = 'image' | 'video';

// Captured photos are stored as PNG and recordings as MP4 (SPEC §9), whatever the device sends.
const EXTENSION_BY_KIND: Readonly<Record<MediaKind, string>> = { image: 'png', video: 'mp4' };

/**
 * `image-{timestamp}-{random}.png` or `video-{timestamp}-{random}.mp4`, the timestamp in epoch
 * milliseconds. The clock and the random part come from the caller so the name is reproducible in
 * tests; anything but letters and digits is dropped from the random part so it cannot smuggle a
 * path separator into a storage key.
 */
export const makeMediaFileName = (kind: MediaKind, now: Date | number, random: string | number): string => {
  const timestamp = now instanceof Date ? now.getTime() : now;
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new RangeError('파일 이름의 시각이 올바르지 않습니다.');
  const token = String(random).replace(/[^A-Za-z0-9]/g, '');
  if (token === '') throw new RangeError('파일 이름의 임의 값이 비어 있습니다.');
  return `${kind}-${timestamp}-${token}.${EXTENSION_BY_KIND[kind]}`;
};
