import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrintSheet } from './print-sheet';

type Line = { part: string; qty: number; amount: number };

const LINES: Line[] = Array.from({ length: 40 }, (_, i) => ({
  part: `배터리 DIN${60 + i}`,
  qty: i + 1,
  amount: (i + 1) * 10_000,
}));

const render = (rows: Line[], copyLabel: string | readonly string[] = '공급받는자 보관용') =>
  renderToStaticMarkup(
    <PrintSheet<Line>
      title="거래명세서"
      documentNo="O20261121-0001"
      date="20261121"
      supplier={{
        bizNo: '124-81-00998',
        name: '부품상사',
        representative: '김대표',
        address: '서울 영등포구',
      }}
      recipient={{ bizNo: '220-81-62517', name: '대성모터스', representative: '박대성' }}
      columns={[
        { key: 'part', title: '품명', render: (r) => r.part },
        { key: 'qty', title: '수량', align: 'right', width: '12%', render: (r) => r.qty },
        {
          key: 'amount',
          title: '금액',
          align: 'right',
          width: '20%',
          render: (r) => r.amount.toLocaleString('ko-KR'),
        },
      ]}
      rows={rows}
      rowKey={(r) => r.part}
      firstPageRows={12}
      otherPageRows={20}
      totals={[
        { label: '공급가액', value: '8,200,000' },
        { label: '합계', value: '9,020,000' },
      ]}
      totalAmount={9_020_000}
      copyLabel={copyLabel}
    />,
  );

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('A4 print sheet', () => {
  it('breaks the lines into A4 pages, repeating the table header on each', () => {
    const html = render(LINES);
    expect(count(html, 'class="erp-print-page"')).toBe(3);
    expect(count(html, '<thead>')).toBe(3);
    expect(html).toContain('1 / 3');
    expect(html).toContain('3 / 3');
    expect(count(html, '(계속)')).toBe(2);
  });

  it('puts the supplier and recipient boxes on the first page only, with the stamp mark', () => {
    const html = render(LINES);
    expect(count(html, 'class="erp-print-party"')).toBe(2);
    expect(html).toContain('124-81-00998');
    expect(html).toContain('대성모터스');
    expect(count(html, '(인)')).toBe(1);
    expect(html).toContain('공급받는자 보관용');
  });

  it('numbers every line across pages and fills each page with blank lines', () => {
    const html = render(LINES);
    expect(html).toContain('배터리 DIN99');
    expect(html).toContain('>40</td>');
    // 40 lines on pages of 12 + 20 + 20: the last page has 12 blank lines.
    expect(count(html, 'class="erp-print-blank"')).toBe(12);
  });

  it('writes the totals and the amount in Korean numerals on the last page', () => {
    const html = render(LINES);
    expect(count(html, 'erp-print-totals')).toBe(1);
    expect(html.lastIndexOf('공급가액')).toBeGreaterThan(html.lastIndexOf('class="erp-print-page"'));
    expect(html).toContain('일금 구백이만원정 (₩9,020,000)');
    expect(html).toContain('2026년 11월 21일');
  });

  it('prints the document once per copy, each copy from its own first page, in one sheet', () => {
    const html = render(LINES.slice(0, 5), ['공급자 보관용', '공급받는자 보관용']);
    expect(count(html, 'class="erp-print-sheet"')).toBe(1);
    expect(count(html, 'class="erp-print-page"')).toBe(2);
    expect(html.indexOf('공급자 보관용')).toBeLessThan(html.indexOf('공급받는자 보관용'));
    expect(count(html, '일금 구백이만원정')).toBe(2);
  });

  it('prints one page for an empty document', () => {
    const html = render([]);
    expect(count(html, 'class="erp-print-page"')).toBe(1);
    expect(count(html, 'class="erp-print-blank"')).toBe(12);
  });
});
