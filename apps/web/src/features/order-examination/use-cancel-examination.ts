import { withParticle } from '@erp/domain';
import {
  type CancelExaminationView,
  completeCancelExamination,
  fetchCancelExamination,
  scanCancelReturn,
} from './examination-lists.api';
import { isCancelCode } from './examination-paths';
import { type ScanStationConfig, useScanStation } from './use-scan-station';

/** The cancel station: a checked cancel is opened by its code X…, its returned units counted. */
const CANCEL_STATION: ScanStationConfig<CancelExaminationView> = {
  isDocumentCode: isCancelCode,
  refuseCode: (code) =>
    isCancelCode(code) ? null : `취소 번호가 아닙니다 (${code}). 취소 명세서의 번호 X…를 스캔하세요.`,
  load: fetchCancelExamination,
  openedText: (code, view) =>
    view.status === 'done'
      ? `${withParticle(code, '은/는')} 반품 검수를 마친 취소입니다.`
      : `${code} (${view.customerName}) 반품 검수를 시작합니다. 돌아온 부품을 스캔하세요.`,
  codeOf: (view) => view.cancelCode,
  canComplete: (view) => view.status !== 'done' && view.complete,
  complete: completeCancelExamination,
  completedText: (view) => `${view.cancelCode} 반품 검수를 마쳤습니다.`,
  scan: scanCancelReturn,
  noDocumentText: '먼저 취소 번호를 입력하거나 취소 명세서의 번호를 스캔하세요.',
  allScannedText: '모두 돌아왔습니다. Enter 또는 F9로 마치세요.',
};

/**
 * The return examination of one checked cancel: open it by its code, count each returned unit,
 * finish. Like the order station, every answer is a large message and a sound, never a dialog.
 */
export const useCancelExamination = () => useScanStation(CANCEL_STATION);
