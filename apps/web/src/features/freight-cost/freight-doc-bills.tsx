import {
  FREIGHT_COST_COLUMNS,
  FREIGHT_COST_LIST_SPEC,
  type FreightCostSummary,
  type FreightDocKind,
  withParticle,
} from '@erp/domain';
import { App, Card, Input } from 'antd';
import { formatWon } from '../../components/data-table/cell-format';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { toast } from '../../shell/toast/toast';
import { cancelFreight, useDocFreights, useRefreshFreight } from './freight-cost.api';

const COLUMNS = gridColumnsOf(FREIGHT_COST_COLUMNS, { spec: FREIGHT_COST_LIST_SPEC });

/**
 * The bills already charged to the document. Enter or a double click on a posted one cancels it:
 * a reversing entry takes its shares back out of the stock value, the bill stays as cancelled.
 */
export const FreightDocBills = ({ docKind, docCode }: { docKind: FreightDocKind; docCode: string }) => {
  const bills = useDocFreights(docKind, docCode);
  const refresh = useRefreshFreight();
  const { modal } = App.useApp();

  const cancel = async (bill: FreightCostSummary) => {
    if (bill.status !== 'posted') {
      toast.info(`운임 ${withParticle(bill.code, '은/는')} 이미 취소되었습니다.`);
      return;
    }
    let note = '';
    const ok = await modal.confirm({
      title: `운임 ${withParticle(bill.code, '을/를')} 취소할까요?`,
      content: (
        <>
          <p>
            배부한 {formatWon(bill.supply)}원을 재고 원가에서 되돌립니다 (역분개). 운임 내역은 취소로
            남습니다.
          </p>
          <Input
            aria-label="취소 사유"
            placeholder="취소 사유"
            maxLength={200}
            onChange={(e) => (note = e.target.value)}
          />
        </>
      ),
      okText: '운임 취소',
      cancelText: '닫기',
    });
    if (!ok) return;
    try {
      await cancelFreight(bill.code, note);
      toast.success(`운임 ${withParticle(bill.code, '을/를')} 취소했습니다.`);
      await refresh();
    } catch {
      // The error dialog says why (already cancelled, the goods gone).
    }
  };

  return (
    <Card size="small" title="이 문서의 운임 (Enter 또는 두 번 클릭: 취소)">
      <DataTable<FreightCostSummary>
        gridId="freight-doc-bills"
        columns={COLUMNS}
        rows={bills.data?.rows}
        rowId={(b) => b.code}
        height={180}
        onRowOpen={(b) => void cancel(b)}
        emptyText="등록된 운임이 없습니다."
      />
    </Card>
  );
};
