import type { BarcodeImageSymbol } from '@erp/domain';
import bwipjs from 'bwip-js';
import { AppError } from '../../platform/errors/app-error.js';

// Barcode images for labels (Code 128, QR, EAN-13, UPC-A, EAN-8), drawn by bwip-js as PNG.

export const renderBarcodePng = async (
  symbol: BarcodeImageSymbol,
  value: string,
  options: { text: boolean; scale: number },
): Promise<Buffer> => {
  try {
    return await bwipjs.toBuffer({
      bcid: symbol,
      text: value,
      scale: options.scale,
      ...(symbol === 'qrcode'
        ? {}
        : { height: 10, includetext: options.text, textxalign: 'center' as const }),
    });
  } catch (error) {
    // bwip-js says why a value cannot be drawn (wrong length, bad check digit, characters).
    const reason = error instanceof Error ? error.message.replace(/^bwipp\.\w+#?\d*:\s*/, '') : String(error);
    throw new AppError('E0422', `바코드: 이 값은 ${symbol}(으)로 그릴 수 없습니다 (${reason}).`);
  }
};
