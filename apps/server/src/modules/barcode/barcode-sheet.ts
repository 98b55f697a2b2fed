import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';

const MAX_SHEET_BYTES = 5 * 1024 * 1024;

/** The uploaded .xlsx of BarcodeExcelPrint (read only, never stored). */
export const uploadedSheet = async (request: FastifyRequest): Promise<Buffer> => {
  if (!request.isMultipart())
    throw new AppError('E0422', '파일: 엑셀 파일을 올려 주세요 (multipart/form-data).');
  const file = await request.file({ limits: { fileSize: MAX_SHEET_BYTES, files: 1 } });
  if (!file) throw new AppError('E0422', '파일: 엑셀 파일을 올려 주세요.');
  const buffer = await file.toBuffer().catch(() => {
    throw new AppError('E0413', '파일: 5MB 이하의 엑셀 파일만 올릴 수 있습니다.');
  });
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) {
    throw new AppError('E0422', '파일: 엑셀(.xlsx) 파일이 아닙니다.');
  }
  return buffer;
};
