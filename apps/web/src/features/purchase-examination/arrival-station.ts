import { type ExamScanResult, isPurchaseCode, type PurchaseExamination, withParticle } from '@erp/domain';
import type { StationScanResult, StationView } from '../order-examination/use-scan-station';
import { type ScanStationConfig, useScanStation } from '../order-examination/use-scan-station';
import { fetchArrival, postArrival, scanArrival } from './purchase-examination.api';

// The arrival station reuses the order examination's scan machine (sounds, log, scanner focus):
// an arrival is shown to it as the lines to count (입고 수량 = required, 검수 = scanned).

export type ArrivalStationView = StationView & { arrival: PurchaseExamination };

export const toStationView = (arrival: PurchaseExamination): ArrivalStationView => ({
  status: arrival.status === 'posted' ? 'done' : arrival.status,
  complete: arrival.lines.every((l) => l.examined >= l.qty),
  lines: arrival.lines.map((l) => ({
    lineNo: l.lineNo,
    partCode: l.partCode,
    partNo: l.partNo,
    partName: l.partName,
    required: l.qty,
    scanned: l.examined,
  })),
  arrival,
});

const toScanResult = (r: ExamScanResult): StationScanResult<ArrivalStationView> => ({
  ...toStationView(r),
  matchedLine: r.matchedLine,
  unitBarcode: r.unitBarcode,
});

/**
 * The station of one arrival. Enter on an empty box or F9 posts only a fully examined arrival;
 * an arrival with differences is posted with the page's own button, after a confirmation.
 */
export const useArrivalStation = (dateCode: () => string) => {
  const config: ScanStationConfig<ArrivalStationView> = {
    isDocumentCode: isPurchaseCode,
    load: async (code) => toStationView(await fetchArrival(code)),
    openedText: (code, view) =>
      view.arrival.status === 'posted'
        ? `${withParticle(code, '은/는')} 검수 확정된 입고입니다.`
        : view.arrival.purchaseStatus === 'fixed'
          ? `${withParticle(code, '은/는')} 이미 확정된 매입입니다.`
          : `${code} 검수를 시작합니다. 물건의 바코드를 하나씩 스캔하세요.`,
    codeOf: (view) => view.arrival.purchaseCode,
    canComplete: (view) => view.arrival.status === 'scanning' && view.complete,
    complete: async (code) => {
      const current = await fetchArrival(code);
      return toStationView(await postArrival(code, current.version));
    },
    completedText: (view) => `${view.arrival.purchaseCode} 검수를 확정했습니다. 재고에 입고되었습니다.`,
    scan: async (code, barcode) => toScanResult(await scanArrival(code, barcode, dateCode())),
    noDocumentText: '먼저 매입(입고) 번호를 입력하거나 입고 전표의 바코드를 스캔하세요.',
    refuseScan: (view) =>
      view.arrival.status === 'posted' || view.arrival.purchaseStatus === 'fixed'
        ? '확정된 입고입니다. 다른 입고 번호를 스캔하세요.'
        : null,
    allScannedText: '모든 품목 확인. Enter 또는 F9로 검수를 확정하세요.',
  };
  return useScanStation(config);
};
