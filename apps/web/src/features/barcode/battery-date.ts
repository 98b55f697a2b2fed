import { type BatteryDateCode, LABEL_LAYOUTS, type LabelLayout, type LabelSheet } from '@erp/domain';

// The battery date label (BarcodeDatePrintPc / Mobile): the manufacture date in 일-월-년 order as
// KS C 8504 batteries print it. The code itself comes from @erp/domain (batteryDateCode); here
// is how the screen and the label write it.

/** '20261121' → '2026.11.21' (a YYYYMMDD that is not 8 digits is returned as it is). */
export const formatYmdDots = (ymd: string): string =>
  /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}` : ymd;

/** The sentence under a read date code: how old the battery is, and whether to sell it first. */
export const batteryAgeText = (months: number | null): string => {
  if (months === null) return '';
  if (months === 0) return '제조 1개월 미만';
  if (months >= 6) return `제조 ${months}개월 경과 — 먼저 판매하세요 (6개월 이상)`;
  return `제조 ${months}개월 경과`;
};

export type DateLabelPart = { code: string; partNo: string; name: string } | null;

/**
 * The labels of a date run as a label sheet, so they are laid out and printed exactly like the
 * part labels: the bars hold DDMMYY, the first line says the date with its dashes and its order.
 */
export const dateLabelSheet = (
  code: BatteryDateCode,
  imageUrl: string,
  copies: number,
  layout: LabelLayout,
  part: DateLabelPart,
): LabelSheet => ({
  layout: { key: layout, ...LABEL_LAYOUTS[layout] },
  labels: [
    {
      partCode: part?.code ?? '',
      barcodeValue: code.value,
      symbol: 'code128',
      imageUrl,
      lines: [
        { field: 'name', label: '제조일', text: `제조일 ${code.text} (일-월-년)` },
        ...(part ? [{ field: 'partNo' as const, label: '품번', text: `${part.partNo} ${part.name}` }] : []),
      ],
      copies,
    },
  ],
  totalLabels: copies,
});
