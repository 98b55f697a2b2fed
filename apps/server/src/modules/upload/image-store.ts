import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileExtension, isInlineImage, isUploadImage } from '@erp/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import { attachmentHeader } from '../../platform/excel/excel-export.js';

// Uploaded images live under DATA_DIR/uploads, outside the web root, under names the server
// makes up. They are checked by content (magic bytes), not by the name the browser sent, and
// served inline only when raster images: anything else (an SVG can carry script) as attachment.

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

type RasterType = { contentType: string; extensions: readonly string[]; stored: string };
const RASTER_TYPES: readonly (RasterType & { magic: (b: Buffer) => boolean })[] = [
  {
    contentType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    stored: 'jpg',
    magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    contentType: 'image/png',
    extensions: ['png'],
    stored: 'png',
    magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/gif',
    extensions: ['gif'],
    stored: 'gif',
    magic: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  },
  {
    contentType: 'image/tiff',
    extensions: ['tif', 'tiff'],
    stored: 'tif',
    magic: (b) => ['49492a00', '4d4d002a'].includes(b.subarray(0, 4).toString('hex')),
  },
];

/** The raster type a file's first bytes show, or null when it is not a JPEG, PNG, GIF or TIFF. */
export const detectRasterType = (buffer: Buffer): RasterType | null =>
  RASTER_TYPES.find((t) => buffer.length >= 8 && t.magic(buffer)) ?? null;

export type StoredImage = { storedName: string; contentType: string; size: number; sha256: string };

// Our own names only (uuid.ext): a path is never built from anything else.
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{2,4}$/;

const folderOf = (dataDir: string, area: string): string => path.join(dataDir, 'uploads', area);

/**
 * Checks an uploaded image (name: jpg, jpeg, png, tif, gif; content: the same kind) and stores it.
 * Refusals are 422 with the field named, before anything is written.
 */
export const storeImage = async (
  dataDir: string,
  area: string,
  file: { fileName: string; buffer: Buffer },
): Promise<StoredImage> => {
  if (!isUploadImage(file.fileName)) {
    throw new AppError('E0422', '파일: 올릴 수 있는 이미지 파일이 아닙니다 (jpg, jpeg, png, tif, gif).');
  }
  if (file.buffer.length === 0) throw new AppError('E0422', '파일: 빈 파일입니다.');
  if (file.buffer.length > MAX_IMAGE_BYTES)
    throw new AppError('E0413', '파일: 10MB 이하의 이미지만 올릴 수 있습니다.');
  const type = detectRasterType(file.buffer);
  if (!type) throw new AppError('E0422', '파일: 내용이 이미지(JPEG, PNG, GIF, TIFF)가 아닙니다.');
  if (!type.extensions.includes(fileExtension(file.fileName))) {
    throw new AppError('E0422', `파일: 확장자와 내용이 다릅니다 (내용은 ${type.stored.toUpperCase()}).`);
  }
  const storedName = `${randomUUID()}.${type.stored}`;
  const folder = folderOf(dataDir, area);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, storedName), file.buffer, { flag: 'wx' });
  return {
    storedName,
    contentType: type.contentType,
    size: file.buffer.length,
    sha256: createHash('sha256').update(file.buffer).digest('hex'),
  };
};

const storedPath = (dataDir: string, area: string, storedName: string): string => {
  if (!STORED_NAME.test(storedName)) {
    throw new AppError('E2001', '파일을 찾을 수 없습니다.');
  }
  return path.join(folderOf(dataDir, area), storedName);
};

export const readStoredImage = async (dataDir: string, area: string, storedName: string): Promise<Buffer> => {
  try {
    return await readFile(storedPath(dataDir, area, storedName));
  } catch {
    throw new AppError('E2001', '파일을 찾을 수 없습니다.');
  }
};

export const removeStoredImage = async (dataDir: string, area: string, storedName: string): Promise<void> => {
  await rm(storedPath(dataDir, area, storedName), { force: true });
};

const RASTER_CONTENT_TYPES = new Set(RASTER_TYPES.map((t) => t.contentType));

/**
 * Sends a stored file: inline only when both its name and its recorded type are a raster image;
 * otherwise (SVG above all) as an attachment, never sniffed, in a sandbox if opened anyway.
 */
export const sendStoredFile = (
  reply: FastifyReply,
  file: { fileName: string; contentType: string; buffer: Buffer },
): FastifyReply => {
  const inline = isInlineImage(file.fileName) && RASTER_CONTENT_TYPES.has(file.contentType);
  reply
    .header('content-type', inline ? file.contentType : 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .header(
      'content-disposition',
      inline
        ? `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
        : attachmentHeader(file.fileName),
    );
  return reply.send(file.buffer);
};

/** The one file of a multipart request (20 MB multipart limit, 10 MB for images here). */
export const uploadedFile = async (
  request: FastifyRequest,
): Promise<{ fileName: string; buffer: Buffer }> => {
  if (!request.isMultipart())
    throw new AppError('E0422', '파일: 이미지 파일을 올려 주세요 (multipart/form-data).');
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } });
  if (!file) throw new AppError('E0422', '파일: 이미지 파일을 올려 주세요.');
  const buffer = await file.toBuffer().catch(() => {
    throw new AppError('E0413', '파일: 10MB 이하의 이미지만 올릴 수 있습니다.');
  });
  return { fileName: file.filename, buffer };
};
