import type { IntegratedStatusView } from '@erp/domain';
import { formatWon } from '../../components/data-table/cell-format';

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

/**
 * The line over 통합 현황: the day's orders, their sales net of checked cancels, what cancels
 * took back and how many cancels still wait for their check.
 */
export const integratedSummary = (date: string, view: IntegratedStatusView | undefined): string => {
  const parts = [
    `${dashed(date)} 주문 ${view?.count ?? 0}건`,
    `합계 ${formatWon(view?.total ?? 0)}원 (취소 반영)`,
  ];
  if (view && view.cancelledTotal > 0) parts.push(`취소 ${formatWon(view.cancelledTotal)}원`);
  if (view && view.cancelPendingCount > 0) parts.push(`취소 확인 대기 ${view.cancelPendingCount}건`);
  return `${parts.join(' · ')}. 상태를 누르면 그 주문이 아래에 나옵니다.`;
};
