import { withParticle } from '@erp/domain';
import { isOrderCode } from '../sales-order/order-paths';
import {
  completeExamination,
  type ExaminationView,
  fetchExamination,
  scanForExamination,
  startExamination,
} from './order-examination.api';
import { type ScanStationConfig, useScanStation } from './use-scan-station';

/** The order station: opening an order nobody has started starts its examination. */
const ORDER_STATION: ScanStationConfig<ExaminationView> = {
  // Scanning another order's slip opens that order.
  isDocumentCode: isOrderCode,
  load: async (code) => {
    const found = await fetchExamination(code);
    return found.status === 'none' ? startExamination(code) : found;
  },
  openedText: (code, view) =>
    view.status === 'done'
      ? `${withParticle(code, '은/는')} 검수를 마친 주문입니다.`
      : `${code} 검수를 시작합니다. 부품 바코드를 스캔하세요.`,
  codeOf: (view) => view.orderCode,
  canComplete: (view) => view.status === 'scanning' && view.complete,
  complete: completeExamination,
  completedText: (view) => `${view.orderCode} 검수를 마쳤습니다. 출고할 수 있습니다.`,
  scan: scanForExamination,
  noDocumentText: '먼저 주문번호를 입력하거나 주문서의 바코드를 스캔하세요.',
  refuseScan: (view) =>
    view.status === 'done' ? '검수를 마친 주문입니다. 다른 주문번호를 스캔하세요.' : null,
  allScannedText: '모든 품목 확인. Enter 또는 F9로 검수를 마치세요.',
};

/** The examination of one order before release: open it, count each scan, finish. */
export const useExamination = () => useScanStation(ORDER_STATION);
