import { RETURN_KIND_LABELS } from '@erp/domain';
import { Button, Card, Typography } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { summarize } from '../order-examination/examination-progress';
import { ScanLinesTable, ScanStatusTag } from '../order-examination/scan-lines-table';
import {
  ScanLogCard,
  ScanStation,
  type StationBoxes,
  useCodeFromUrl,
} from '../order-examination/scan-station';
import { returnStatementPath, useReturns } from './order-return.api';
import { useReturnExamination } from './use-return-examination';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import '../order-examination/order-examination.css';

/** The checked returns still waiting for their goods, to pick one when no slip is at hand. */
const WaitingReturns = ({ onPick }: { onPick: (code: string) => void }) => {
  const list = useReturns({ status: 'checked', page: 1, size: 20 });
  const rows = list.data?.rows ?? [];
  return (
    <Card size="small" title={`반품 검수 대기 ${list.data?.total ?? 0}건`} className="erp-exam-log">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">검수를 기다리는 반품이 없습니다.</Typography.Text>
      ) : (
        <ol data-testid="return-waiting">
          {rows.map((r) => (
            <li key={r.id}>
              <button type="button" className="erp-link-button erp-mono" onClick={() => onPick(r.code)}>
                {r.code}
              </button>
              <time>{formatKstDateTime(r.checkedAt)}</time>
              <span>
                {RETURN_KIND_LABELS[r.kind]} · {r.customerName} · {r.orderCode} · {r.units}개 · {r.reason}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
};

const BOXES: StationBoxes = {
  codeId: 'return-exam-code',
  codeLabel: '반품 번호',
  codePlaceholder: 'U20261127-0001 (입력 또는 스캔)',
  scanId: 'return-exam-scan',
  scanPlaceholder: '돌아온 부품의 바코드를 스캔하세요',
  closedPlaceholder: '반품을 먼저 여세요',
};

/**
 * Examination/Order/OrderReturnExamination: the goods of a checked return are scanned in one by
 * one (a part not in the return, an extra unit or a unit of another order is refused with a
 * sound). Finishing posts the stock, the receivable credit and the point reversal at once.
 */
export const OrderReturnExaminationPage = () => {
  const exam = useReturnExamination();
  const [codeText, setCodeText] = useCodeFromUrl('code', exam.open);
  const { view } = exam;
  const summary = view ? summarize(view) : null;
  const openCode = (code: string) => {
    setCodeText(code);
    void exam.open(code);
  };
  return (
    <div className="erp-page erp-exam-page">
      <PageHead
        title="반품 검수"
        description="확인된 반품의 번호(U…)를 넣고 돌아온 부품을 하나씩 스캔합니다. 마치면 재입고(불량은 불량 위치), 미수금 차감, 판매 적립금 회수가 한 번에 반영됩니다."
      />
      <ScanStation station={exam} boxes={BOXES} codeText={codeText} onCodeText={setCodeText} />
      <div className="erp-exam-body">
        {view && summary ? (
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{view.returnCode}</span> {RETURN_KIND_LABELS[view.kind]} ·{' '}
                {view.customerName} · 원 주문 <span className="erp-mono">{view.orderCode}</span>{' '}
                <ScanStatusTag view={view} doneLabel="반품 검수 완료" scanningLabel="반품 검수 중" />
              </span>
            }
            extra={
              <span className="erp-exam-count" data-testid="exam-count">
                {summary.scannedUnits} / {summary.units}개
              </span>
            }
          >
            <Typography.Text type="secondary">반품 사유: {view.reason}</Typography.Text>
            <ScanLinesTable
              view={view}
              matched={exam.matched}
              ariaLabel="반품 품목"
              requiredLabel="반품"
              scannedLabel="입고 확인"
              scannedTestId="return-scanned"
            />
            {view.completedAt && (
              <Typography.Paragraph type="secondary">
                {formatKstDateTime(view.completedAt)} {view.completedByName ?? ''} 완료{' '}
                <Button
                  size="small"
                  onClick={() => window.open(returnStatementPath(view.returnCode), '_blank')}
                >
                  반품 명세서
                </Button>
              </Typography.Paragraph>
            )}
          </Card>
        ) : (
          <WaitingReturns onPick={openCode} />
        )}
        {view && <ScanLogCard log={exam.log} />}
      </div>
    </div>
  );
};
