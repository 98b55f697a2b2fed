import type { PurchaseLine, PurchaseView } from '@erp/domain';

/** The path of PurchaseRegistration/:purchasecode/:suppliercode/:pbrand/:seq, as typed. */
export type LinePath = { purchasecode: string; suppliercode: string; pbrand: string; seq: string };

/** The line the path names, or why the path does not name a line of this purchase (Korean). */
export const lineOfPath = (
  purchase: Pick<PurchaseView, 'code' | 'supplierCode' | 'supplierName' | 'lines'>,
  path: LinePath,
  brandOf: (line: PurchaseLine) => string | null | undefined,
): { line: PurchaseLine; problem: null } | { line: null; problem: string } => {
  const supplier = path.suppliercode.trim().toUpperCase();
  if (supplier !== purchase.supplierCode)
    return {
      line: null,
      problem: `매입처가 다릅니다: ${purchase.code}의 매입처는 ${purchase.supplierName} (${purchase.supplierCode})이고 주소는 ${supplier}입니다.`,
    };
  const seq = Number(path.seq);
  const line = Number.isInteger(seq) ? purchase.lines.find((l) => l.lineNo === seq) : undefined;
  if (!line)
    return {
      line: null,
      problem: `${purchase.code}에 ${path.seq}번 줄이 없습니다 (줄 ${purchase.lines.length}개).`,
    };
  const brand = brandOf(line);
  // A part without a brand is named by '-' in the path.
  const wanted = path.pbrand.trim().toUpperCase();
  if (brand !== undefined && (brand ?? '-').toUpperCase() !== wanted)
    return {
      line: null,
      problem: `브랜드가 다릅니다: ${seq}번 줄 ${line.partNo}의 브랜드는 ${brand ?? '없음'}이고 주소는 ${wanted}입니다.`,
    };
  return { line, problem: null };
};
