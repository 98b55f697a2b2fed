import { describe, expect, it } from 'vitest';
import { fileExtension, isImageFile, isInlineImage, isUploadImage } from './image-file-name.js';

describe('fileExtension', () => {
  it.each([
    // Gives the lower-cased text after the last dot.
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    // Looks at the last path segment only.
    ['C:\\사진.d\\photo', ''],
    ['/upload/2026.11/photo.png', 'png'],
    // Gives empty text for no extension, a trailing dot or a bare dot-name.
    ['', ''],
    ['photo', ''],
    ['photo.', ''],
    ['.png', ''],
  ])('fileExtension(%j) → %j', (input, expected) => {
    expect(fileExtension(input)).toBe(expected);
  });
});

describe('isUploadImage', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.tif', 'a.gif'])('accepts %s', (name) => {
    expect(isUploadImage(name)).toBe(true);
  });

  it.each([
    // Ignores letter case.
    ['A.JPG', true],
    ['a.JpEg', true],
    ['a.PNG', true],
    // Accepts Hangul names, spaces and hyphens in the name.
    ['헤드램프 사진-01.jpg', true],
  ])('isUploadImage(%j) → %j', (input, expected) => {
    expect(isUploadImage(input)).toBe(expected);
  });

  it.each(['a.bmp', 'a.webp', 'a.svg', 'a.ico', 'a.tiff'])('refuses the wider image type %s', (name) => {
    expect(isUploadImage(name)).toBe(false);
  });

  it.each([
    '',
    '   ',
    'jpg',
    '.jpg',
    'a.jpg.exe',
    'a.jpg ',
    'a.pdf',
    'a.사진',
    'a.jp g',
    `${'a'.repeat(10_000)}.txt`,
  ])('refuses %s', (name) => {
    expect(isUploadImage(name)).toBe(false);
  });

  it('decides by the last extension only', () => {
    expect(isUploadImage('a.php.jpg')).toBe(true);
    expect(isUploadImage(`${'a'.repeat(10_000)}.png`)).toBe(true);
  });
});

describe('isImageFile', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.tif', 'a.gif', 'a.bmp', 'a.webp', 'a.svg', 'a.ico', 'a.tiff'])(
    'accepts %s',
    (name) => {
      expect(isImageFile(name)).toBe(true);
      expect(isImageFile(name.toUpperCase())).toBe(true);
    },
  );

  it.each(['', 'a', 'a.heic', 'a.pdf', 'a.svgz', 'a.html'])('refuses %s', (name) => {
    expect(isImageFile(name)).toBe(false);
  });
});

describe('isInlineImage', () => {
  it.each([
    // Lets raster images be shown inline.
    ['a.png', true],
    ['a.webp', true],
    // Keeps svg, which can carry script, out of inline display.
    ['a.svg', false],
    ['a.SVG', false],
    // Refuses files that are not images.
    ['a.html', false],
  ])('isInlineImage(%j) → %j', (input, expected) => {
    expect(isInlineImage(input)).toBe(expected);
  });
});
