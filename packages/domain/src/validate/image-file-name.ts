// SPEC §5: what an upload form accepts, and the wider set recognised as an image elsewhere.
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'gif'] as const;
export const IMAGE_FILE_EXTENSIONS = [
  ...UPLOAD_IMAGE_EXTENSIONS,
  'bmp',
  'webp',
  'svg',
  'ico',
  'tiff',
] as const;

/** The lower-cased extension after the last dot of the last path segment, or '' when there is none. */
export const fileExtension = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // A name that is only an extension ('.png') has no name part, so it is not a png file.
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

const hasExtension = (fileName: string, allowed: readonly string[]): boolean =>
  allowed.includes(fileExtension(fileName));

/**
 * A file name an upload form accepts: jpg, jpeg, png, tif or gif, any letter case. This is a
 * check of the name only; the server still checks the content (DESIGN §5).
 */
export const isUploadImage = (fileName: string): boolean => hasExtension(fileName, UPLOAD_IMAGE_EXTENSIONS);

/**
 * Any file name recognised as an image, including bmp, webp, svg, ico and tiff. An SVG can carry
 * script, so being an image here does not make a file safe to show inline: the server serves an
 * uploaded SVG as an attachment (see isInlineImage).
 */
export const isImageFile = (fileName: string): boolean => hasExtension(fileName, IMAGE_FILE_EXTENSIONS);

/**
 * A raster image the server may serve inline (DESIGN §5): every image type except svg. Everything
 * else goes out with `Content-Disposition: attachment`.
 */
export const isInlineImage = (fileName: string): boolean =>
  isImageFile(fileName) && fileExtension(fileName) !== 'svg';
