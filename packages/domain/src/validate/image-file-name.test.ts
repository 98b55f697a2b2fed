import { describe, expect, it } from 'vitest';
import { fileExtension, isImageFile, isInlineImage, isUploadImage } from './image-file-name.js';

describe('fileExtension', () => {
  it('gives the lower-cased text after the last dot', () => {
    expect(fileExtension('photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
  });

  it('looks at the last path segment only', () => {
    expect(fileExtension('C:\\사진.d\\photo')).toBe('');
    expect(fileExtension('/upload/2026.11/photo.png')).toBe('png');
  });

  it('gives empty text for no extension, a trailing dot or a bare dot-name', () => {
    expect(fileExtension('')).toBe('');
    expect(fileExtension('photo')).toBe('');
    expect(fileExtension('photo.')).toBe('');
    expect(fileExtension('.png')).toBe('');
  });
});

describe('isUploadImage', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.tif', 'a.gif'])('accepts %s', (name) => {
    expect(isUploadImage(name)).toBe(true);
  });

  it('ignores letter case', () => {
    expect(isUploadImage('A.JPG')).toBe(true);
    expect(isUploadImage('a.JpEg')).toBe(true);
    expect(isUploadImage('a.PNG')).toBe(true);
  });

  it('accepts Hangul names, spaces and hyphens in the name', () => {
    expect(isUploadImage('헤드램프 사진-01.jpg')).toBe(true);
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
  it('lets raster images be shown inline', () => {
    expect(isInlineImage('a.png')).toBe(true);
    expect(isInlineImage('a.webp')).toBe(true);
  });

  it('keeps svg, which can carry script, out of inline display', () => {
    expect(isInlineImage('a.svg')).toBe(false);
    expect(isInlineImage('a.SVG')).toBe(false);
  });

  it('refuses files that are not images', () => {
    expect(isInlineImage('a.html')).toBe(false);
  });
});
