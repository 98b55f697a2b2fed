import type { PurchaseExamination } from '@erp/domain';
import { Button, Card, Input, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { summarize } from '../order-examination/examination-progress';
import { ScanLinesTable, ScanStatusTag } from '../order-examination/scan-lines-table';
import { playScanSound } from '../order-examination/scan-sound';
import {
  ScanLogCard,
  ScanStation,
  type StationBoxes,
  useCodeFromUrl,
} from '../order-examination/scan-station';
import { ArrivalDifferences } from './arrival-differences';
import { type ArrivalStationView, toStationView, useArrivalStation } from './arrival-station';
import { ARRIVAL_PATHS, fetchArrival, postArrival } from './purchase-examination.api';
import '../../components/list-page/list-page.css';
import '../order-examination/order-examination.css';

const ARRIVAL_BOXES: StationBoxes = {
  codeId: 'arrival-code',
  codeLabel: '입고 번호',
  codePlaceholder: 'R00000003 (입력 또는 스캔)',
  scanId: 'arrival-scan',
  scanPlaceholder: '제조사·개체 바코드를 스캔하거나 바코드 없는 부품의 품번을 입력하세요',
  closedPlaceholder: '입고 번호를 먼저 여세요',
};

/**
 * Company/Examination/Purchase/PurchaseExamination (입고 검수): open a draft arrival, scan every
 * unit; a wrong part, an extra unit, an unknown code or a unit scanned twice is refused with a
 * sound. Differences are recorded per line; the posting takes the examined quantity into stock.
 */
export const PurchaseExaminationPage = () => {
  const navigate = useNavigate();
  const [dateCode, setDateCode] = useState('');
  const dateRef = useRef(dateCode);
  dateRef.current = dateCode;
  const station = useArrivalStation(() => dateRef.current);
  const [codeText, setCodeText] = useCodeFromUrl('code', station.open);
  // A damage record or a posting with differences answers a fresh view; it stands until the
  // station's own view changes (the next scan or another arrival).
  const [override, setOverride] = useState<{ base: unknown; view: ArrivalStationView } | null>(null);
  const view = override && override.base === station.view ? override.view : station.view;
  const replace = (next: PurchaseExamination) =>
    setOverride({ base: station.view, view: toStationView(next) });
  const arrival = view?.arrival;
  const summary = view ? summarize(view) : null;
  const [posting, setPosting] = useState(false);
  const open = arrival?.status !== 'posted' && arrival?.purchaseStatus === 'draft';

  const postWithDifferences = async () => {
    if (!arrival) return;
    setPosting(true);
    try {
      const current = await fetchArrival(arrival.purchaseCode);
      replace(await postArrival(arrival.purchaseCode, current.version));
      playScanSound('done');
    } catch (error) {
      playScanSound('error');
      toast.error(messageOf(error));
    } finally {
      setPosting(false);
    }
  };

  return (
    <div className="erp-page erp-exam-page">
      <PageHead
        title="매입 검수"
        description="입고 번호를 열고 물건을 하나씩 스캔합니다. 다른 품목, 초과 수량, 모르는 바코드, 이미 검수한 개체는 소리와 함께 거부됩니다."
        actions={
          <Space>
            <Button tabIndex={-1} onClick={() => navigate(ARRIVAL_PATHS.waiting)}>
              검수 대기 입고
            </Button>
            <Button tabIndex={-1} onClick={() => navigate(ARRIVAL_PATHS.warehouseCheck)}>
              창고별 현황
            </Button>
            {arrival && (
              <Button tabIndex={-1} onClick={() => navigate(ARRIVAL_PATHS.record(arrival.purchaseCode))}>
                검수 기록
              </Button>
            )}
          </Space>
        }
      />
      <ScanStation station={station} boxes={ARRIVAL_BOXES} codeText={codeText} onCodeText={setCodeText} />
      <Card size="small">
        <Space wrap>
          <label htmlFor="arrival-date-code">배터리 제조 일자</label>
          <Input
            id="arrival-date-code"
            className="erp-mono"
            style={{ width: 160 }}
            placeholder="YYMM 또는 YYYYMMDD"
            value={dateCode}
            tabIndex={-1}
            onChange={(e) => setDateCode(e.target.value)}
            // Enter hands the focus back to the scan box: the next label is scanned at once.
            onPressEnter={() => document.getElementById(ARRIVAL_BOXES.scanId)?.focus()}
          />
          <span>개체 바코드에 제조일이 있으면 그것을 씁니다. 없으면 여기 적은 날짜로 기록합니다.</span>
        </Space>
      </Card>
      {view && arrival && summary && (
        <div className="erp-exam-body">
          <Card
            size="small"
            title={
              <span>
                <span className="erp-mono">{arrival.purchaseCode}</span> {arrival.supplierName} ·{' '}
                {arrival.warehouseName}{' '}
                <ScanStatusTag view={view} doneLabel="검수 확정" scanningLabel={arrival.statusLabel} />
              </span>
            }
            extra={
              <Space>
                <span className="erp-exam-count" data-testid="arrival-count">
                  {summary.scannedUnits} / {summary.units}개 · 품목 {summary.doneLines}/{summary.lines}
                </span>
                {open && (
                  <Popconfirm
                    title="차이가 있는 채로 검수를 확정할까요?"
                    description="검수한 수량(파손 제외)만 재고와 미지급금에 들어갑니다. 검수 0개인 품목은 매입에서 빠집니다."
                    okText="확정"
                    cancelText="취소"
                    onConfirm={() => void postWithDifferences()}
                  >
                    <Button danger loading={posting} disabled={summary.scannedUnits === 0}>
                      검수 확정
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            }
          >
            <ScanLinesTable
              view={view}
              matched={station.matched}
              ariaLabel="검수 품목"
              requiredLabel="입고"
              scannedLabel="검수"
              scannedTestId="arrival-scanned"
              withRemaining
            />
          </Card>
          <ScanLogCard log={station.log} />
        </div>
      )}
      {arrival && <ArrivalDifferences view={arrival} onChanged={replace} />}
    </div>
  );
};
