import { AMENDMENT_REASONS, type TaxInvoiceParty, type TaxInvoiceView } from '@erp/domain';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import './tax-invoice.css';

const Party = ({ side, p }: { side: string; p: TaxInvoiceParty }) => (
  <table className="erp-tax-party" aria-label={side}>
    <tbody>
      <tr>
        <th rowSpan={5} className="erp-tax-side">
          {side}
        </th>
        <th>등록번호</th>
        <td className="erp-mono">{p.bizNo}</td>
        <th>종사업장</th>
        <td>{p.subBizNo ?? ''}</td>
      </tr>
      <tr>
        <th>상호</th>
        <td>{p.name}</td>
        <th>성명</th>
        <td>{p.representative ?? ''}</td>
      </tr>
      <tr>
        <th>주소</th>
        <td colSpan={3}>{p.address ?? ''}</td>
      </tr>
      <tr>
        <th>업태</th>
        <td>{p.businessType ?? ''}</td>
        <th>종목</th>
        <td>{p.businessItem ?? ''}</td>
      </tr>
      <tr>
        <th>이메일</th>
        <td colSpan={3}>{p.email ?? ''}</td>
      </tr>
    </tbody>
  </table>
);

/** The invoice laid out as the NTS form (전자세금계산서): parties, totals, lines; prints on A4. */
export const TaxInvoiceSheet = ({ invoice }: { invoice: TaxInvoiceView }) => (
  <section className="erp-tax-sheet" aria-label="세금계산서">
    <header>
      <h2>{invoice.basis === 'amended' ? '수정 전자세금계산서' : '전자세금계산서'}</h2>
      <dl>
        <dt>승인번호</dt>
        <dd className="erp-mono">{invoice.ntsConfirmNo ?? '(발행 전)'}</dd>
        <dt>관리번호</dt>
        <dd className="erp-mono">{invoice.code}</dd>
      </dl>
    </header>
    <div className="erp-tax-parties">
      <Party side="공급자" p={invoice.supplier} />
      <Party side="공급받는자" p={invoice.buyer} />
    </div>
    <table className="erp-tax-totals">
      <tbody>
        <tr>
          <th>작성일자</th>
          <th>공급가액</th>
          <th>세액</th>
          <th>합계금액</th>
          <th>수정사유</th>
        </tr>
        <tr>
          <td>{formatYmd(invoice.writeDate)}</td>
          <td className="num" data-testid="tax-supply">
            {formatWon(invoice.supplyTotal)}
          </td>
          <td className="num" data-testid="tax-tax">
            {formatWon(invoice.taxTotal)}
          </td>
          <td className="num strong" data-testid="tax-total">
            {formatWon(invoice.total)}
          </td>
          <td>
            {invoice.amendmentCode
              ? `${invoice.amendmentCode} ${AMENDMENT_REASONS[invoice.amendmentCode]} (당초 ${invoice.originalCode ?? ''})`
              : ''}
          </td>
        </tr>
      </tbody>
    </table>
    <table className="erp-tax-lines">
      <thead>
        <tr>
          <th>월일</th>
          <th>품목</th>
          <th>규격</th>
          <th className="num">수량</th>
          <th className="num">단가</th>
          <th className="num">공급가액</th>
          <th className="num">세액</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((l) => (
          <tr key={l.lineNo}>
            <td>{`${l.date.slice(4, 6)}/${l.date.slice(6, 8)}`}</td>
            <td>{l.itemName}</td>
            <td>{l.spec ?? ''}</td>
            <td className="num">{l.qty ?? ''}</td>
            <td className="num">{l.unitPrice === null ? '' : formatWon(l.unitPrice)}</td>
            <td className="num">{formatWon(l.supply)}</td>
            <td className="num">{formatWon(l.tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <footer>이 금액을 {invoice.purpose}함</footer>
  </section>
);
