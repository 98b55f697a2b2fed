import { ColGroup } from '../../components/print-sheet/col-group';
import { amountInWords } from '../../components/print-sheet/print-pages';
import { FAST_COPIES, paddedLines } from './fast-statement';
import type { Statement } from './statement.api';
import { balanceCells, phoneLine, printWon } from './statement-format';
import { BalanceTable } from './statement-parts';
import '../../components/print-sheet/print-sheet.css';
import './fast-statement.css';

const dateText = (ymd: string) =>
  /^\d{8}$/.test(ymd) ? `${ymd.slice(0, 4)}.${ymd.slice(4, 6)}.${ymd.slice(6, 8)}` : ymd;

/** A role written top to bottom, one syllable a line, as on printed forms. */
const Vertical = ({ text }: { text: string }) => (
  <>
    {text.split('').map((c, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the letters of a fixed word, never reordered.
      <span key={i}>{c}</span>
    ))}
  </>
);

/** `marked`: the copy whose figures carry test ids (one copy, so each id is unique on the page). */
const Copy = ({ s, label, marked = false }: { s: Statement; label: string; marked?: boolean }) => {
  const balances = balanceCells(s);
  return (
    <section className="erp-fast-copy" aria-label={`거래명세서 ${label}`}>
      <header className="erp-fast-head">
        <span className="erp-fast-no">No. {s.documentCode}</span>
        <h1>거래명세서</h1>
        <span className="erp-fast-copy-label">({label})</span>
      </header>
      <table className="erp-fast-parties">
        <ColGroup widths={['6%', '12%', '32%', '6%', '12%', '32%']} />
        <tbody>
          <tr>
            <th rowSpan={4} className="erp-fast-role">
              <Vertical text="공급자" />
            </th>
            <th>등록번호</th>
            <td className="erp-fast-bizno">{s.supplier.bizNo ?? ''}</td>
            <th rowSpan={4} className="erp-fast-role">
              <Vertical text="공급받는자" />
            </th>
            <th>등록번호</th>
            <td className="erp-fast-bizno">{s.recipient.bizNo ?? ''}</td>
          </tr>
          <tr>
            <th>상호 (대표)</th>
            <td>
              {s.supplier.name} ({s.supplier.representative ?? ''}){' '}
              <span className="erp-fast-stamp">(인)</span>
            </td>
            <th>상호 (대표)</th>
            <td>
              {s.recipient.name}
              {s.recipient.representative ? ` (${s.recipient.representative})` : ''}
            </td>
          </tr>
          <tr>
            <th>주소</th>
            <td>{s.supplier.address ?? ''}</td>
            <th>주소</th>
            <td>{s.recipient.address ?? ''}</td>
          </tr>
          <tr>
            <th>전화</th>
            <td>{phoneLine(s.supplier.phone, s.supplier.fax) ?? ''}</td>
            <th>거래일</th>
            <td>
              {dateText(s.documentDate)} · {s.recipient.code}
            </td>
          </tr>
        </tbody>
      </table>
      <div className="erp-fast-amount">
        <span>합계금액</span>
        <strong>{amountInWords(s.total)}</strong>
      </div>
      <table className="erp-fast-lines">
        <ColGroup widths={['5%', '17%', null, '7%', '12%', '13%', '11%']} />
        <thead>
          <tr>
            <th>No</th>
            <th>품번</th>
            <th>품명 · 규격</th>
            <th>수량</th>
            <th>단가</th>
            <th>공급가액</th>
            <th>세액</th>
          </tr>
        </thead>
        <tbody>
          {paddedLines(s.lines).map((l, i) =>
            l ? (
              <tr key={l.no}>
                <td className="c">{l.no}</td>
                <td>{l.partNo}</td>
                <td>
                  {l.name}
                  {l.norm ? ` · ${l.norm}` : ''}
                </td>
                <td className="r">{printWon(l.qty)}</td>
                <td className="r">{printWon(l.unitPrice)}</td>
                <td className="r">{printWon(l.supply)}</td>
                <td className="r">{printWon(l.tax)}</td>
              </tr>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank filler rows have only their place.
              <tr key={`blank-${i}`} className="erp-fast-blank">
                <td />
                <td />
                <td />
                <td />
                <td />
                <td />
                <td />
              </tr>
            ),
          )}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>계</th>
            <td className="r">{printWon(s.lines.reduce((n, l) => n + l.qty, 0))}</td>
            <td />
            <td className="r" data-testid="fast-supply">
              {printWon(s.supply)}
            </td>
            <td className="r" data-testid="fast-tax">
              {printWon(s.tax)}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="erp-fast-foot">
        {balances && <BalanceTable cells={balances} className="erp-fast-balance" testIds={marked} />}
        <span className="erp-fast-sign">인수자 ____________ (인)</span>
      </div>
    </section>
  );
};

/** One A4 sheet: the supplier's copy above the dashed cut line, the recipient's below. */
export const FastStatementSheet = ({ s, label = '빠른 거래명세서' }: { s: Statement; label?: string }) => (
  <div className="erp-print-sheet">
    <section className="erp-print-page erp-fast-page" aria-label={label}>
      <Copy s={s} label={FAST_COPIES[0]} />
      <div className="erp-fast-cut" aria-hidden="true">
        <span>✂ 자르는 선</span>
      </div>
      <Copy s={s} label={FAST_COPIES[1]} marked />
    </section>
  </div>
);
