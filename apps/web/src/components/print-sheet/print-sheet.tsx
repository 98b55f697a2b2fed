import type { ReactNode } from 'react';
import { ColGroup } from './col-group';
import { amountInWords, paginateRows } from './print-pages';
import './print-sheet.css';

/** One side of a business document (공급자 / 공급받는자). */
export type PrintParty = {
  bizNo?: string | null;
  name: string;
  representative?: string | null;
  address?: string | null;
  businessType?: string | null;
  businessItem?: string | null;
  phone?: string | null;
};

export type PrintColumn<T> = {
  key: string;
  title: string;
  /** CSS width, e.g. '12%' or '18mm'. */
  width?: string;
  align?: 'left' | 'right' | 'center';
  render: (row: T, index: number) => ReactNode;
};

export type PrintSheetProps<T> = {
  /** '거래명세서', '견적서' … */
  title: string;
  documentNo?: string;
  /** Issue date as YYYYMMDD. */
  date?: string;
  supplier: PrintParty;
  recipient: PrintParty;
  columns: readonly PrintColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Lines on the first page (under the party boxes) and on each following page. */
  firstPageRows?: number;
  otherPageRows?: number;
  /** Totals under the lines of the last page (공급가액, 세액, 합계…). */
  totals?: readonly { label: string; value: ReactNode }[];
  /** The grand total, also written in Korean numerals above the lines. */
  totalAmount?: number;
  note?: ReactNode;
  /**
   * '공급받는자 보관용' and the like, in the top corner. Several labels print the document once per
   * copy (공급자 보관용 then 공급받는자 보관용), each from a new page, in one printable sheet.
   */
  copyLabel?: string | readonly string[];
};

const formatDate = (ymd?: string) =>
  ymd && /^\d{8}$/.test(ymd)
    ? `${ymd.slice(0, 4)}년 ${Number(ymd.slice(4, 6))}월 ${Number(ymd.slice(6, 8))}일`
    : '';

const PartyBox = ({ side, party, stamp }: { side: string; party: PrintParty; stamp?: boolean }) => (
  <table className="erp-print-party">
    <tbody>
      <tr>
        <th rowSpan={5} className="erp-print-party-role">
          {side.split('').map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed word, never reordered.
            <span key={i}>{c}</span>
          ))}
        </th>
        <th>등록번호</th>
        <td colSpan={3} className="erp-print-bizno">
          {party.bizNo ?? ''}
        </td>
      </tr>
      <tr>
        <th>상호</th>
        <td>{party.name}</td>
        <th>성명</th>
        <td className="erp-print-rep">
          {party.representative ?? ''}
          {stamp && <span className="erp-print-stamp">(인)</span>}
        </td>
      </tr>
      <tr>
        <th>주소</th>
        <td colSpan={3}>{party.address ?? ''}</td>
      </tr>
      <tr>
        <th>업태</th>
        <td>{party.businessType ?? ''}</td>
        <th>종목</th>
        <td>{party.businessItem ?? ''}</td>
      </tr>
      <tr>
        <th>전화</th>
        <td colSpan={3}>{party.phone ?? ''}</td>
      </tr>
    </tbody>
  </table>
);

/**
 * An A4 Korean business document: title, supplier and recipient boxes, the lines with their
 * header repeated on every page, blank lines to the foot of each page as on printed forms, totals
 * and the amount in Korean numerals on the last page. On screen the pages show as sheets; when
 * printed only the sheets print, one per A4 page.
 */
export const PrintSheet = <T,>({
  title,
  documentNo,
  date,
  supplier,
  recipient,
  columns,
  rows,
  rowKey,
  firstPageRows = 22,
  otherPageRows = 29,
  totals,
  totalAmount,
  note,
  copyLabel,
}: PrintSheetProps<T>) => {
  const pages = paginateRows(rows, firstPageRows, otherPageRows);
  const copies: readonly (string | undefined)[] =
    typeof copyLabel === 'string' || copyLabel === undefined ? [copyLabel] : copyLabel;
  return (
    <div className="erp-print-sheet">
      {copies.flatMap((copy) => {
        let offset = 0;
        return pages.map((pageRows, pageIndex) => {
          const first = pageIndex === 0;
          const last = pageIndex === pages.length - 1;
          const start = offset;
          offset += pageRows.length;
          const blanks = Math.max(0, (first ? firstPageRows : otherPageRows) - pageRows.length);
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions (within a copy), not records.
              key={`${copy ?? ''}-${pageIndex}`}
              className="erp-print-page"
              aria-label={`${title}${copy ? ` ${copy}` : ''} ${pageIndex + 1}쪽`}
            >
              <header className="erp-print-head">
                {copy && <div className="erp-print-copy">{copy}</div>}
                <h1 className="erp-print-title">{title}</h1>
                <div className="erp-print-meta">
                  <span>
                    {documentNo && `No. ${documentNo}`}
                    {!first && ' (계속)'}
                  </span>
                  {date && <span>{formatDate(date)}</span>}
                </div>
              </header>
              {first && (
                <>
                  <div className="erp-print-parties">
                    <PartyBox side="공급받는자" party={recipient} />
                    <PartyBox side="공급자" party={supplier} stamp />
                  </div>
                  {totalAmount !== undefined && (
                    <div className="erp-print-amount">
                      <span>합계금액</span>
                      <strong>{amountInWords(totalAmount)}</strong>
                    </div>
                  )}
                </>
              )}
              <table className="erp-print-lines">
                <ColGroup widths={['7%', ...columns.map((c) => c.width || null)]} />
                <thead>
                  <tr>
                    <th>순번</th>
                    {columns.map((c) => (
                      <th key={c.key}>{c.title}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pageRows.map((row, i) => (
                    <tr key={rowKey(row, start + i)}>
                      <td className="erp-print-center">{start + i + 1}</td>
                      {columns.map((c) => (
                        <td key={c.key} className={`erp-print-${c.align ?? 'left'}`}>
                          {c.render(row, start + i)}
                        </td>
                      ))}
                    </tr>
                  ))}
                  {Array.from({ length: blanks }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank filler lines have nothing but their place.
                    <tr key={`blank-${i}`} className="erp-print-blank">
                      <td />
                      {columns.map((c) => (
                        <td key={c.key} />
                      ))}
                    </tr>
                  ))}
                </tbody>
                {last && totals && totals.length > 0 && (
                  <tfoot>
                    <tr className="erp-print-totals">
                      <td colSpan={columns.length + 1}>
                        {totals.map((t) => (
                          <span key={t.label} className="erp-print-total">
                            <span className="erp-print-total-label">{t.label}</span>
                            <strong>{t.value}</strong>
                          </span>
                        ))}
                      </td>
                    </tr>
                  </tfoot>
                )}
              </table>
              {last && note && <div className="erp-print-note">{note}</div>}
              <footer className="erp-print-foot">
                {pageIndex + 1} / {pages.length}
              </footer>
            </section>
          );
        });
      })}
    </div>
  );
};
