import { LABEL_LAYOUTS, type LabelData, type LabelLayout } from '@erp/domain';

// Where each label sits on paper. A label printer feeds a roll, so its page IS one label
// (50×30 mm, 100×50 mm); an A4 sheet of 3×8 labels (70×37 mm) is one page of 24 cells, and a
// sheet already partly used can start at a later cell. Everything is in millimetres, so the
// preview on screen and the printed page are drawn by the same numbers.

export type SheetGeometry = {
  layout: LabelLayout;
  pageWidthMm: number;
  pageHeightMm: number;
  labelWidthMm: number;
  labelHeightMm: number;
  columns: number;
  rows: number;
  perPage: number;
  /** White border of the page around the grid (A4 sheets are centred on the paper). */
  marginTopMm: number;
  marginLeftMm: number;
  /** Whether the page is a roll label (one label per page) or a sheet of several. */
  roll: boolean;
};

const A4 = { widthMm: 210, heightMm: 297 } as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

export const sheetGeometry = (layout: LabelLayout): SheetGeometry => {
  const spec = LABEL_LAYOUTS[layout];
  const perPage = spec.columns * spec.rows;
  const roll = perPage === 1;
  const pageWidthMm = roll ? spec.widthMm : A4.widthMm;
  const pageHeightMm = roll ? spec.heightMm : A4.heightMm;
  return {
    layout,
    pageWidthMm,
    pageHeightMm,
    labelWidthMm: spec.widthMm,
    labelHeightMm: spec.heightMm,
    columns: spec.columns,
    rows: spec.rows,
    perPage,
    marginTopMm: round2((pageHeightMm - spec.rows * spec.heightMm) / 2),
    marginLeftMm: round2((pageWidthMm - spec.columns * spec.widthMm) / 2),
    roll,
  };
};

/** One printed label: the label data and which copy of it this is. */
export type LabelCell = { label: LabelData; copy: number; key: string };

/** Each label repeated as many times as its copies (at least once). */
export const expandCopies = (labels: readonly LabelData[]): LabelCell[] =>
  labels.flatMap((label, index) =>
    Array.from({ length: Math.max(1, label.copies) }, (_, copy) => ({
      label,
      copy: copy + 1,
      key: `${index}-${label.barcodeValue}-${copy + 1}`,
    })),
  );

/** A page: its cells in reading order, null where a cell stays blank (skipped or after the end). */
export type LabelPage = (LabelCell | null)[];

/**
 * The pages of a print run. `skip` leaves the first cells of the first sheet blank, for an A4
 * sheet whose first labels were already peeled off; a roll has nothing to skip.
 */
export const paginateLabels = (
  cells: readonly LabelCell[],
  geometry: SheetGeometry,
  skip = 0,
): LabelPage[] => {
  const lead = geometry.roll ? 0 : Math.max(0, Math.min(Math.trunc(skip), geometry.perPage - 1));
  const slots: (LabelCell | null)[] = [...Array.from({ length: lead }, () => null), ...cells];
  const pages: LabelPage[] = [];
  for (let i = 0; i < slots.length; i += geometry.perPage) {
    const page = slots.slice(i, i + geometry.perPage);
    while (page.length < geometry.perPage) page.push(null);
    pages.push(page);
  }
  return pages;
};

/** How many pages (roll labels or A4 sheets) a run takes. */
export const pageCount = (labelCount: number, geometry: SheetGeometry, skip = 0): number => {
  if (labelCount <= 0) return 0;
  const lead = geometry.roll ? 0 : Math.max(0, Math.min(Math.trunc(skip), geometry.perPage - 1));
  return Math.ceil((labelCount + lead) / geometry.perPage);
};

/** Inner padding of a label, so nothing is printed on the die-cut edge. */
export const labelPaddingMm = (geometry: SheetGeometry): number => (geometry.labelWidthMm >= 90 ? 3 : 2);

/**
 * Text size of the label lines: the lines share what the barcode leaves; a bigger label gets a
 * bigger type, more lines a smaller one, never under 5.5 pt (the smallest a shop can still read).
 */
export const lineFontPt = (geometry: SheetGeometry, lineCount: number): number => {
  const base = geometry.labelHeightMm >= 45 ? 11 : 8;
  const shrink = Math.max(0, lineCount - 3) * (geometry.labelHeightMm >= 45 ? 1 : 0.6);
  return Math.max(5.5, round2(base - shrink));
};

/**
 * Height of the Code 128 bars: about 40 % of the label, less when many lines must fit. The
 * human-readable value under the bars is printed as text.
 */
export const barcodeHeightMm = (geometry: SheetGeometry, lineCount: number): number => {
  const inner = geometry.labelHeightMm - 2 * labelPaddingMm(geometry);
  // 1 pt = 0.3528 mm, line height 1.25; the first line is set 1.2 times larger.
  const lineMm = lineFontPt(geometry, lineCount) * 0.3528 * 1.25 * (lineCount > 0 ? lineCount + 0.2 : 0);
  const valueMm = lineFontPt(geometry, lineCount) * 0.3528 * 1.2;
  return round2(Math.max(6, Math.min(inner * 0.45, inner - lineMm - valueMm)));
};

/**
 * Side of the QR square (text goes beside it): 85 % of the label's height less its padding, so
 * the white quiet zone a reader needs around the code (the image has none) stays on the label.
 */
export const qrSizeMm = (geometry: SheetGeometry): number =>
  round2((Math.min(geometry.labelHeightMm, geometry.labelWidthMm / 2) - 2 * labelPaddingMm(geometry)) * 0.85);

/**
 * The @page rule of the run: the paper is exactly one label or one A4 sheet, with no margin. It
 * is written after every stylesheet (a <style> at the end of <body>), so it wins over the A4 rule
 * of the document prints while the label screen is open; Chromium's print dialog takes its size.
 */
export const pageRule = (geometry: SheetGeometry): string =>
  `@page { size: ${geometry.pageWidthMm}mm ${geometry.pageHeightMm}mm; margin: 0; }`;

/** The image address with the bars only (the value is printed as text under them). */
export const barsOnlyUrl = (imageUrl: string): string =>
  `${imageUrl}${imageUrl.includes('?') ? '&' : '?'}text=N&scale=3`;

/** CSS pixels per millimetre at the 96 dpi of CSS. */
export const PX_PER_MM = 96 / 25.4;

/**
 * The preview magnification: `preferred`, or the largest of `steps` under it at which one page
 * fits `panelWidthPx` (a 50 mm label at 200 % is wider than a phone). An unmeasured panel (0)
 * keeps the preferred one.
 */
export const fittingZoom = (
  geometry: SheetGeometry,
  panelWidthPx: number,
  preferred: number,
  steps: readonly number[],
): number => {
  if (panelWidthPx <= 0) return preferred;
  // The grey desk around the pages has 12 px of padding on each side.
  const fit = (panelWidthPx - 24) / (geometry.pageWidthMm * PX_PER_MM);
  const fitting = steps.filter((z) => z <= preferred && z <= fit);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...steps);
};
