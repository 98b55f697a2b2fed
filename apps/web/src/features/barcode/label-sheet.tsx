import type { LabelData, LabelSheet as LabelSheetData } from '@erp/domain';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import {
  barcodeHeightMm,
  barsOnlyUrl,
  expandCopies,
  type LabelPage,
  labelPaddingMm,
  lineFontPt,
  pageRule,
  paginateLabels,
  qrSizeMm,
  type SheetGeometry,
  sheetGeometry,
} from './label-layout';
import './label-sheet.css';

const mm = (n: number) => `${n}mm`;

const lineText = (line: LabelData['lines'][number]) =>
  line.field === 'location' && line.text ? `위치 ${line.text}` : line.text;

const LabelBox = ({ label, geometry }: { label: LabelData; geometry: SheetGeometry }) => {
  const lines = label.lines.filter((l) => l.text !== '');
  const font = lineFontPt(geometry, lines.length);
  const style: CSSProperties = {
    width: mm(geometry.labelWidthMm),
    height: mm(geometry.labelHeightMm),
    padding: mm(labelPaddingMm(geometry)),
    fontSize: `${font}pt`,
  };
  if (label.symbol === 'qrcode') {
    const side = qrSizeMm(geometry);
    return (
      <div className="erp-label is-qr" style={style} data-barcode={label.barcodeValue}>
        <img
          className="erp-label-qr"
          src={label.imageUrl}
          alt={`QR ${label.barcodeValue}`}
          style={{ width: mm(side), height: mm(side) }}
        />
        <div className="erp-label-lines">
          {lines.map((l, i) => (
            <div key={l.field} className={i === 0 ? 'erp-label-line is-first' : 'erp-label-line'}>
              {lineText(l)}
            </div>
          ))}
          <div className="erp-label-value">{label.barcodeValue}</div>
        </div>
      </div>
    );
  }
  return (
    <div className="erp-label is-bars" style={style} data-barcode={label.barcodeValue}>
      <div className="erp-label-lines">
        {lines.map((l, i) => (
          <div key={l.field} className={i === 0 ? 'erp-label-line is-first' : 'erp-label-line'}>
            {lineText(l)}
          </div>
        ))}
      </div>
      <img
        className="erp-label-bars"
        src={barsOnlyUrl(label.imageUrl)}
        alt={`바코드 ${label.barcodeValue}`}
        style={{ height: mm(barcodeHeightMm(geometry, lines.length)) }}
      />
      <div className="erp-label-value">{label.barcodeValue}</div>
    </div>
  );
};

const Page = ({ page, geometry, index }: { page: LabelPage; geometry: SheetGeometry; index: number }) => (
  <section
    className="erp-label-page"
    aria-label={`라벨 ${index + 1}쪽`}
    style={{
      width: mm(geometry.pageWidthMm),
      height: mm(geometry.pageHeightMm),
      paddingTop: mm(geometry.marginTopMm),
      paddingLeft: mm(geometry.marginLeftMm),
      gridTemplateColumns: `repeat(${geometry.columns}, ${mm(geometry.labelWidthMm)})`,
      gridTemplateRows: `repeat(${geometry.rows}, ${mm(geometry.labelHeightMm)})`,
    }}
  >
    {page.map((cell, i) =>
      cell ? (
        <LabelBox key={cell.key} label={cell.label} geometry={geometry} />
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only a position on the sheet.
        <div key={`blank-${i}`} className="erp-label-blank" />
      ),
    )}
  </section>
);

type Props = {
  sheet: LabelSheetData;
  /** Cells of the first A4 sheet already used (left blank). */
  skip?: number;
  /** Preview magnification on screen (CSS zoom); the printed copy is always 1:1. */
  zoom?: number;
};

/**
 * The labels of a run, twice: a preview in the page and the printed copy, a direct child of
 * <body> that only print media shows. Both are drawn from the same millimetre numbers, and the
 * @page rule makes the paper exactly one label (roll) or one A4 sheet.
 */
export const LabelSheet = ({ sheet, skip = 0, zoom = 1 }: Props) => {
  const geometry = sheetGeometry(sheet.layout.key);
  const pages = paginateLabels(expandCopies(sheet.labels), geometry, skip);
  const drawn = pages.map((page, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions in the run.
    <Page key={i} page={page} geometry={geometry} index={i} />
  ));
  return (
    <>
      <div
        className={`erp-label-preview${geometry.roll ? ' is-roll' : ''}`}
        data-testid="label-preview"
        style={{ zoom }}
      >
        {drawn}
      </div>
      {createPortal(
        <div className="erp-label-print" data-layout={geometry.layout}>
          <style>{pageRule(geometry)}</style>
          {drawn}
        </div>,
        document.body,
      )}
    </>
  );
};

/** Prints once every barcode image of the printed copy has loaded (a missing one would print blank). */
export const printLabels = async (timeoutMs = 10_000): Promise<void> => {
  const images = [...document.querySelectorAll<HTMLImageElement>('.erp-label-print img')];
  await Promise.race([
    Promise.all(
      images.map((img) =>
        img.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              img.addEventListener('load', () => resolve(), { once: true });
              img.addEventListener('error', () => resolve(), { once: true });
            }),
      ),
    ),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  window.print();
};
