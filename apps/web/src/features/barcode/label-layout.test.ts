import { barcodeApi, type LabelData, urlOf } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import {
  barcodeHeightMm,
  barsOnlyUrl,
  expandCopies,
  fittingZoom,
  lineFontPt,
  pageCount,
  pageRule,
  paginateLabels,
  qrSizeMm,
  sheetGeometry,
} from './label-layout';

const label = (value: string, copies: number): LabelData => ({
  partCode: 'P0000001',
  barcodeValue: value,
  symbol: 'code128',
  imageUrl: urlOf(barcodeApi.image, { params: { symbol: 'code128' }, query: { value } }),
  lines: [{ field: 'partNo', label: '품번', text: 'GB80L' }],
  copies,
});

describe('label sheet geometry', () => {
  it('makes a roll label its own page: 50×30 mm, one label, no margin', () => {
    const g = sheetGeometry('50x30');
    expect(g).toMatchObject({ pageWidthMm: 50, pageHeightMm: 30, perPage: 1, roll: true });
    expect(g.marginTopMm).toBe(0);
    expect(g.marginLeftMm).toBe(0);
    expect(sheetGeometry('100x50')).toMatchObject({ pageWidthMm: 100, pageHeightMm: 50, perPage: 1 });
  });

  it('puts 24 labels of 70×37 mm on an A4 sheet, the half millimetre left over split top and bottom', () => {
    const g = sheetGeometry('a4-3x8');
    expect(g).toMatchObject({
      pageWidthMm: 210,
      pageHeightMm: 297,
      columns: 3,
      rows: 8,
      perPage: 24,
      roll: false,
    });
    expect(g.marginLeftMm).toBe(0);
    expect(g.marginTopMm).toBe(0.5);
    expect(g.columns * g.labelWidthMm + 2 * g.marginLeftMm).toBe(210);
    expect(g.rows * g.labelHeightMm + 2 * g.marginTopMm).toBe(297);
  });

  it('writes the @page rule of the paper in millimetres', () => {
    expect(pageRule(sheetGeometry('50x30'))).toBe('@page { size: 50mm 30mm; margin: 0; }');
    expect(pageRule(sheetGeometry('a4-3x8'))).toBe('@page { size: 210mm 297mm; margin: 0; }');
  });
});

describe('labels per page', () => {
  it('repeats each label by its copies, at least once', () => {
    const cells = expandCopies([label('A', 3), label('B', 0)]);
    expect(cells.map((c) => `${c.label.barcodeValue}${c.copy}`)).toEqual(['A1', 'A2', 'A3', 'B1']);
    expect(new Set(cells.map((c) => c.key)).size).toBe(4);
  });

  it('prints one roll label per page and ignores a start cell', () => {
    const g = sheetGeometry('50x30');
    const pages = paginateLabels(expandCopies([label('A', 3)]), g, 5);
    expect(pages).toHaveLength(3);
    expect(pages.every((p) => p.length === 1 && p[0] !== null)).toBe(true);
    expect(pageCount(3, g, 5)).toBe(3);
  });

  it('fills A4 sheets from the chosen cell and leaves the rest of the last sheet blank', () => {
    const g = sheetGeometry('a4-3x8');
    const pages = paginateLabels(expandCopies([label('A', 30)]), g, 4);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.slice(0, 4)).toEqual([null, null, null, null]);
    expect(pages[0]?.filter(Boolean)).toHaveLength(20);
    expect(pages[1]?.filter(Boolean)).toHaveLength(10);
    expect(pages[1]).toHaveLength(24);
    expect(pageCount(30, g, 4)).toBe(2);
    expect(pageCount(20, g, 4)).toBe(1);
    expect(pageCount(21, g, 4)).toBe(2);
    expect(pageCount(0, g)).toBe(0);
  });

  it('never skips a whole sheet: the start cell is at most the last cell', () => {
    const g = sheetGeometry('a4-3x8');
    const pages = paginateLabels(expandCopies([label('A', 1)]), g, 99);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.[23]).not.toBeNull();
  });
});

describe('label contents in millimetres', () => {
  it('shrinks the type as lines are added, never under 5.5 pt, larger on a 100×50 label', () => {
    const small = sheetGeometry('50x30');
    expect(lineFontPt(small, 3)).toBe(8);
    expect(lineFontPt(small, 5)).toBeLessThan(8);
    expect(lineFontPt(small, 7)).toBeGreaterThanOrEqual(5.5);
    expect(lineFontPt(sheetGeometry('100x50'), 3)).toBeGreaterThan(lineFontPt(small, 3));
  });

  it('keeps the bars inside the label with room for the lines, at least 6 mm tall', () => {
    for (const layout of ['50x30', '100x50', 'a4-3x8'] as const) {
      const g = sheetGeometry(layout);
      for (let lines = 0; lines <= 7; lines += 1) {
        const h = barcodeHeightMm(g, lines);
        expect(h).toBeGreaterThanOrEqual(6);
        expect(h).toBeLessThanOrEqual(g.labelHeightMm * 0.45);
      }
    }
    // 50×30 with three lines of 8 pt: 26 mm inside, 11.3 mm of text and 3.4 mm for the value.
    expect(barcodeHeightMm(sheetGeometry('50x30'), 3)).toBeCloseTo(11.32, 1);
    const g = sheetGeometry('50x30');
    const used = barcodeHeightMm(g, 3) + 8 * 0.3528 * (1.25 * 3.2 + 1.2);
    expect(used).toBeLessThanOrEqual(g.labelHeightMm - 4);
  });

  it('sizes the QR square inside the label with a white margin around it', () => {
    expect(qrSizeMm(sheetGeometry('50x30'))).toBe(17.85);
    expect(qrSizeMm(sheetGeometry('100x50'))).toBe(37.4);
    for (const layout of ['50x30', '100x50', 'a4-3x8'] as const) {
      const g = sheetGeometry(layout);
      expect(qrSizeMm(g) + 2 * 2).toBeLessThan(g.labelHeightMm);
    }
  });

  it('shrinks the preview until a page fits the panel, never above the preferred size', () => {
    const steps = [0.5, 0.75, 1, 1.5, 2, 3];
    const small = sheetGeometry('50x30');
    expect(fittingZoom(small, 0, 2, steps)).toBe(2);
    expect(fittingZoom(small, 900, 2, steps)).toBe(2);
    // A 375 px phone leaves about 290 px: 50 mm is 189 px, so 150 % (283 px) does not fit with the desk.
    expect(fittingZoom(small, 290, 2, steps)).toBe(1);
    expect(fittingZoom(sheetGeometry('a4-3x8'), 690, 0.75, steps)).toBe(0.75);
    expect(fittingZoom(sheetGeometry('a4-3x8'), 300, 0.75, steps)).toBe(0.5);
  });

  it('asks the server for bars without its own text, at print scale', () => {
    const url = urlOf(barcodeApi.image, { params: { symbol: 'code128' }, query: { value: 'A1' } });
    expect(barsOnlyUrl(url)).toBe(`${url}&text=N&scale=3`);
  });
});
