import { ONLINE_CHANNEL_LABELS } from '@erp/domain';
import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PrintSheet } from '../../components/print-sheet/print-sheet';
import type { StatementLine } from '../statement/statement.api';
import { StatementBar } from '../statement/statement-bar';
import { phoneLine, printWon } from '../statement/statement-format';
import { STATEMENT_LINE_COLUMNS } from '../statement/statement-parts';
import { useOnlineStatement } from './online-order.api';
import '../statement/statement.css';

/** OnlineStatementOfAccount/:code: an online order's statement of account with the marketplace's figures. */
export const OnlineStatementOfAccountPage = () => {
  const { code: raw = '' } = useParams();
  const code = raw.trim().toUpperCase();
  const answer = useOnlineStatement(code);
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 12 }} style={{ padding: 24 }} />;
  if (!answer.data)
    return (
      <Result
        status="warning"
        title="온라인 거래명세서를 불러오지 못했습니다."
        subTitle={messageOf(answer.error)}
      />
    );
  const { statement: s, online } = answer.data;
  return (
    <div className="erp-statement">
      <StatementBar
        title={`온라인 거래명세서 ${s.documentCode}`}
        subtitle={`${ONLINE_CHANNEL_LABELS[online.channel]} ${online.channelOrderNo} · 합계 ${printWon(s.total)}원`}
      />
      <PrintSheet<StatementLine>
        title="거래명세서"
        firstPageRows={18}
        otherPageRows={26}
        documentNo={s.documentCode}
        date={s.documentDate}
        copyLabel="공급받는자 보관용"
        supplier={{ ...s.supplier, phone: phoneLine(s.supplier.phone, s.supplier.fax) }}
        recipient={s.recipient}
        columns={STATEMENT_LINE_COLUMNS}
        rows={s.lines}
        rowKey={(l) => `${l.no}`}
        totals={[
          { label: '공급가액', value: printWon(s.supply) },
          { label: '세액', value: printWon(s.tax) },
          { label: '합계', value: `${printWon(s.total)}원` },
        ]}
        totalAmount={s.total}
        note={
          <div className="erp-statement-foot" data-testid="online-statement-note">
            <span>
              판매 채널: {ONLINE_CHANNEL_LABELS[online.channel]} · 채널 주문번호 {online.channelOrderNo}
              {online.buyerName ? ` · 구매자 ${online.buyerName}` : ''}
            </span>
            <span>
              취소·반품 {printWon(online.credited)}원 · 수금 {printWon(online.collected)}원 · 미수금{' '}
              {printWon(online.rest)}원
            </span>
          </div>
        }
      />
    </div>
  );
};
