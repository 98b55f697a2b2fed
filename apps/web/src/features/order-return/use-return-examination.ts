import { docKindOfCode, withParticle } from '@erp/domain';
import { type ScanStationConfig, useScanStation } from '../order-examination/use-scan-station';
import {
  completeReturn,
  fetchReturnExamination,
  type ReturnExaminationView,
  scanReturn,
} from './order-return.api';

const isReturnCode = (value: string) => docKindOfCode(value) === 'orderReturn';

/** The return station: a checked return is opened by its code U…, its units counted back in. */
const RETURN_STATION: ScanStationConfig<ReturnExaminationView> = {
  isDocumentCode: isReturnCode,
  refuseCode: (code) =>
    isReturnCode(code) ? null : `반품 번호가 아닙니다 (${code}). 회수 명세서의 번호 U…를 스캔하세요.`,
  load: fetchReturnExamination,
  openedText: (code, view) =>
    view.status === 'done'
      ? `${withParticle(code, '은/는')} 검수를 마친 반품입니다.`
      : `${code} (${view.customerName}) 반품 검수를 시작합니다. 돌아온 부품을 스캔하세요.`,
  codeOf: (view) => view.returnCode,
  canComplete: (view) => view.status !== 'done' && view.complete,
  complete: completeReturn,
  completedText: (view) => `${view.returnCode} 반품 검수를 마쳤습니다. 재고·미수금·적립금에 반영했습니다.`,
  scan: scanReturn,
  noDocumentText: '먼저 반품 번호를 입력하거나 회수 명세서의 번호를 스캔하세요.',
  allScannedText: '모두 돌아왔습니다. Enter 또는 F9로 마치면 재고·미수금·적립금에 반영됩니다.',
};

export const useReturnExamination = () => useScanStation(RETURN_STATION);
