import { RETURN_DISPOSITION_LABELS, RETURN_KIND_LABELS, type ReturnStatement } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { type PrintColumn, PrintSheet } from '../../components/print-sheet/print-sheet';
import { StatementBar } from '../statement/statement-bar';
import { printWon } from '../statement/statement-format';
import { useReturnStatement } from './order-return.api';
import '../statement/statement.css';

type Line = ReturnStatement['doc']['lines'][number];

const ymdOf = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(iso)).replaceAll('-', '')
    : undefined;

const BASE_COLUMNS: PrintColumn<Line>[] = [
  { key: 'no', title: '줄', width: '6%', align: 'center', render: (l) => l.lineNo },
  { key: 'partNo', title: '품번', width: '18%', render: (l) => l.partNo },
  { key: 'name', title: '품명', render: (l) => l.partName },
  { key: 'qty', title: '수량', width: '7%', align: 'right', render: (l) => l.qty },
  { key: 'unitPrice', title: '단가', width: '11%', align: 'right', render: (l) => printWon(l.unitPrice) },
];

const MONEY_COLUMNS: PrintColumn<Line>[] = [
  { key: 'supply', title: '공급가액', width: '12%', align: 'right', render: (l) => printWon(l.supply) },
  { key: 'tax', title: '세액', width: '9%', align: 'right', render: (l) => printWon(l.tax) },
  {
    key: 'points',
    title: '적립금 회수',
    width: '10%',
    align: 'right',
    render: (l) => printWon(l.pointsReversed),
  },
];

const COLLECTION_COLUMNS: PrintColumn<Line>[] = [
  {
    key: 'disposition',
    title: '처리',
    width: '10%',
    align: 'center',
    render: (l) => RETURN_DISPOSITION_LABELS[l.disposition],
  },
  { key: 'total', title: '예정 금액', width: '12%', align: 'right', render: (l) => printWon(l.total) },
  { key: 'check', title: '회수 확인', width: '10%', align: 'center', render: () => '□' },
];

/** The ledger rows the return posted, read back from the ledgers (the proof of the figures). */
const LedgerNote = ({ s }: { s: ReturnStatement }) => (
  <div className="erp-statement-foot" data-testid="return-ledger">
    <table className="erp-print-party">
      <tbody>
        {s.ledger
          .filter((l) => l.ledger !== 'stock')
          .map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ledger rows in posting order, never reordered.
            <tr key={i}>
              <th>{l.ledger === 'receivable' ? '거래처원장' : '적립금'}</th>
              <td>{l.label}</td>
              <td style={{ textAlign: 'right' }}>{printWon(l.amount)}</td>
              <td>{l.memo ?? ''}</td>
            </tr>
          ))}
        <tr>
          <th>미수 잔액</th>
          <td colSpan={3} data-testid="return-balance">
            {printWon(s.balanceNow)}원 (원장 반영 {printWon(s.receivableTotal)}원, 적립금{' '}
            {printWon(s.pointTotal)}점)
          </td>
        </tr>
      </tbody>
    </table>
    <span>
      원 주문 {s.doc.orderCode}의 {RETURN_KIND_LABELS[s.doc.kind]}입니다. 사유: {s.doc.reason}
    </span>
  </div>
);

const CollectionNote = ({ s }: { s: ReturnStatement }) => (
  <div className="erp-statement-foot">
    <span>
      원 주문 {s.doc.orderCode} · {RETURN_KIND_LABELS[s.doc.kind]} · 사유: {s.doc.reason}. 물건이 돌아와
      검수되면 미수금에서 차감됩니다.
    </span>
    <span className="erp-statement-sign">회수자 ____________ (인) 인계자 ____________ (인)</span>
  </div>
);

const ReturnDocument = ({ collection }: { collection: boolean }) => {
  const { code = '' } = useParams();
  const statement = useReturnStatement(code.trim().toUpperCase());
  const s = statement.data;
  const title = collection ? '반품 회수 명세서' : '반품 명세서';
  useEffect(() => {
    if (s) document.title = `${title} ${s.doc.code} ${s.doc.customerName}`;
  }, [s, title]);
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!s)
    return (
      <Result
        status="warning"
        title={`${title}를 불러오지 못했습니다.`}
        subTitle={messageOf(statement.error)}
      />
    );
  if (!collection && s.doc.status !== 'examined')
    return (
      <Result
        status="info"
        title="아직 검수되지 않은 반품입니다."
        subTitle={`${s.doc.code}: 물건이 돌아와 반품 검수를 마치면 반품 명세서가 나옵니다. 지금은 회수 명세서를 인쇄하세요.`}
      />
    );
  return (
    <div className="erp-statement">
      <StatementBar
        title={`${title} ${s.doc.code}`}
        subtitle={`${s.doc.customerName} · ${collection ? `${s.doc.units}개` : `미수금 차감 ${printWon(s.doc.credit)}원`}`}
      />
      <PrintSheet<Line>
        title={title}
        firstPageRows={collection ? 18 : 14}
        otherPageRows={26}
        documentNo={s.doc.code}
        date={ymdOf(collection ? s.doc.requestedAt : s.doc.examinedAt)}
        copyLabel="공급받는자 보관용"
        supplier={{ name: s.company.name, phone: s.company.phone, address: s.company.address }}
        recipient={{ name: `${s.doc.customerName} (${s.doc.customerCode})` }}
        columns={collection ? [...BASE_COLUMNS, ...COLLECTION_COLUMNS] : [...BASE_COLUMNS, ...MONEY_COLUMNS]}
        rows={s.doc.lines}
        rowKey={(l) => String(l.lineNo)}
        totals={
          collection
            ? [
                { label: '수량', value: s.doc.units },
                { label: '예정 금액', value: `${printWon(s.doc.total)}원` },
              ]
            : [
                { label: '반품 합계', value: `${printWon(s.doc.total)}원` },
                { label: '적립금 회수', value: `${printWon(s.doc.pointsReversed)}점` },
                { label: '사용 적립금 차감', value: `${printWon(s.doc.pointShortfall)}원` },
                {
                  label: '미수금 차감',
                  value: <strong data-testid="return-credit">{printWon(s.doc.credit)}원</strong>,
                },
              ]
        }
        note={collection ? <CollectionNote s={s} /> : <LedgerNote s={s} />}
      />
    </div>
  );
};

/** ReturnStatementOfAccount/:code — the examined return with what the ledgers hold for it. */
export const ReturnStatementOfAccountPage = () => <ReturnDocument collection={false} />;

/** ReturnCollectionStatementOfAccount/:code — the slip the goods are collected with. */
export const ReturnCollectionStatementOfAccountPage = () => <ReturnDocument collection />;
