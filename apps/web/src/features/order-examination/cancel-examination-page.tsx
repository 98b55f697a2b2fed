import { Card, Typography } from 'antd';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { useCancelsAwaitingReturn } from './examination-lists.api';
import { summarize } from './examination-progress';
import { ScanLinesTable, ScanStatusTag } from './scan-lines-table';
import { ScanLogCard, ScanStation, type StationBoxes, useCodeFromUrl } from './scan-station';
import { useCancelExamination } from './use-cancel-examination';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';

/** The checked cancels whose returns are still to scan, to pick one when no statement is at hand. */
const WaitingCancels = ({ onPick }: { onPick: (code: string) => void }) => {
  const list = useCancelsAwaitingReturn();
  const rows = list.data?.rows ?? [];
  return (
    <Card size="small" title={`반품 검수 대기 ${list.data?.total ?? 0}건`} className="erp-exam-log">
      {rows.length === 0 ? (
        <Typography.Text type="secondary">반품을 기다리는 취소가 없습니다.</Typography.Text>
      ) : (
        <ol data-testid="cancel-waiting">
          {rows.map((r) => (
            <li key={r.id}>
              <button type="button" className="erp-link-button erp-mono" onClick={() => onPick(r.code)}>
                {r.code}
              </button>
              <time>{formatKstDateTime(r.checkedAt)}</time>
              <span>
                {r.customerName} · {r.orderCode} · {r.scanned}/{r.units}개 · {r.reason}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
};

const CANCEL_BOXES: StationBoxes = {
  codeId: 'cancel-exam-code',
  codeLabel: '취소 번호',
  codePlaceholder: 'X20261122-0001 (입력 또는 스캔)',
  scanId: 'cancel-exam-scan',
  scanPlaceholder: '돌아온 부품의 바코드를 스캔하세요',
  closedPlaceholder: '취소를 먼저 여세요',
};

/**
 * Examination/Order/OrderCancelExamination: the goods of a checked cancel come back to the
 * warehouse and are scanned in one by one — a part the cancel did not take back, an extra unit
 * or a unit sold with another order is refused with a sound. Enter on the empty box or F9 ends.
 */
export const OrderCancelExaminationPage = () => {
  const exam = useCancelExamination();
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
        title="취소 반품 검수"
        description="확인된 취소의 번호(X…)를 넣고 돌아온 부품을 하나씩 스캔합니다. 취소분에 없는 부품, 초과 수량, 다른 주문의 개체는 소리와 함께 거부됩니다."
      />
      <ScanStation station={exam} boxes={CANCEL_BOXES} codeText={codeText} onCodeText={setCodeText} />
      <div className="erp-exam-body">
        {view && summary ? (
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{view.cancelCode}</span> {view.customerName} · 원 주문{' '}
                <span className="erp-mono">{view.orderCode}</span>{' '}
                <ScanStatusTag view={view} doneLabel="반품 검수 완료" scanningLabel="반품 검수 중" />
              </span>
            }
            extra={
              <span className="erp-exam-count" data-testid="exam-count">
                {summary.scannedUnits} / {summary.units}개
              </span>
            }
          >
            <Typography.Text type="secondary">취소 사유: {view.reason}</Typography.Text>
            <ScanLinesTable
              view={view}
              matched={exam.matched}
              ariaLabel="반품 품목"
              requiredLabel="취소"
              scannedLabel="입고 확인"
              scannedTestId="cancel-scanned"
            />
            {view.completedAt && (
              <Typography.Text type="secondary">
                {formatKstDateTime(view.completedAt)} {view.completedByName ?? ''} 완료
              </Typography.Text>
            )}
          </Card>
        ) : (
          <WaitingCancels onPick={openCode} />
        )}
        {view && <ScanLogCard log={exam.log} />}
      </div>
    </div>
  );
};
