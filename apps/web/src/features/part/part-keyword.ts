import { reduceScannedBarcode } from '@erp/domain';

/**
 * What the search box sends: a keyboard-wedge scanner types whatever the label holds, and a QR
 * label holds a web address (https://x.kr/p/8801234567890). SPEC §5 reduces that to its path,
 * so the address is searched as the barcode it carries; typed text is only trimmed. Undefined
 * for an empty box, so the URL carries no empty keyword.
 */
export const partSearchKeyword = (typed: string | undefined): string | undefined => {
  if (typed === undefined) return undefined;
  const reduced = reduceScannedBarcode(typed);
  return reduced === '' ? undefined : reduced;
};
