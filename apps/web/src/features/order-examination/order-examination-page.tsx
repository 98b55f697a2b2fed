import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { BatteryCandidatesPanel } from '../battery-stock/battery-candidates-panel';
import { EXAMINATION_PATHS } from './examination-paths';
import { summarize } from './examination-progress';
import { ScanLinesTable, ScanStatusTag } from './scan-lines-table';
import { ScanLogCard, ScanStation, type StationBoxes, useCodeFromUrl } from './scan-station';
import { useExamination } from './use-examination';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';

const ORDER_BOXES: StationBoxes = {
  codeId: 'exam-order',
  codeLabel: '주문번호',
  codePlaceholder: 'O20261122-0001 (입력 또는 스캔)',
  scanId: 'exam-scan',
  scanPlaceholder: '부품·개체 바코드를 스캔하세요',
  closedPlaceholder: '주문을 먼저 여세요',
};

/**
 * Examination/Order/OrderExamination: the scan station of an order before release. Each scan
 * answers with a sound and a large message (ScanStation); the lines show how far it is.
 */
export const OrderExaminationPage = () => {
  const exam = useExamination();
  const navigate = useNavigate();
  const [orderText, setOrderText] = useCodeFromUrl('order', exam.open);
  const { view } = exam;
  const summary = view ? summarize(view) : null;

  return (
    <div className="erp-page erp-exam-page">
      <PageHead
        title="주문 검수"
        description="주문번호를 넣고 부품 바코드를 하나씩 스캔합니다. 다른 품목이나 초과 수량은 소리와 함께 거부됩니다."
        actions={
          <Space>
            <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.request)}>
              검수 요청 목록
            </Button>
            <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.exceed)}>
              시간 초과 목록
            </Button>
            <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.cancel)}>
              취소 반품 검수
            </Button>
            {view && (
              <Button tabIndex={-1} onClick={() => navigate(EXAMINATION_PATHS.record(view.orderCode))}>
                스캔 기록
              </Button>
            )}
          </Space>
        }
      />
      <ScanStation station={exam} boxes={ORDER_BOXES} codeText={orderText} onCodeText={setOrderText} />
      {view && summary && (
        <div className="erp-exam-body">
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{view.orderCode}</span>{' '}
                <ScanStatusTag view={view} doneLabel="검수 완료" scanningLabel="검수 중" />
              </span>
            }
            extra={
              <span className="erp-exam-count" data-testid="exam-count">
                {summary.scannedUnits} / {summary.units}개 · 품목 {summary.doneLines}/{summary.lines}
              </span>
            }
          >
            <ScanLinesTable
              view={view}
              matched={exam.matched}
              ariaLabel="검수 품목"
              requiredLabel="주문"
              scannedLabel="검수"
              scannedTestId="exam-scanned"
              withRemaining
            />
          </Card>
          <BatteryCandidatesPanel orderCode={view.orderCode} revision={summary.scannedUnits} />
          <ScanLogCard log={exam.log} />
        </div>
      )}
    </div>
  );
};
