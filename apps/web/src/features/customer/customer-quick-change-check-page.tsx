import { CheckOutlined } from '@ant-design/icons';
import type { QuickChange } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../app/api-error';
import { useDataChange } from '../../components/data-sync/data-change';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn, DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterSwitch } from '../../components/screen-parts/filter-card';
import { toast } from '../../shell/toast/toast';
import { checkQuickChange, customerKeys, useQuickChanges } from './customer.api';
import { changeText, VIA_LABELS } from './customer-change-text';
import { openCustomerModify } from './customer-paths';
import './customer.css';

const DEFAULTS = { onlyUnchecked: true, page: 1, size: 50 };

const COLUMNS: DataColumn<QuickChange>[] = [
  {
    colId: 'customerCode',
    headerName: '거래처 코드',
    field: 'customerCode',
    width: 118,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'customerName', headerName: '거래처명', field: 'customerName', width: 170, pinned: 'left' },
  {
    colId: 'changes',
    headerName: '바뀐 내용',
    flex: 1,
    minWidth: 360,
    valueGetter: (p) => (p.data?.changes ?? []).map(changeText).join(' · '),
    tooltip: (p) => (p.data?.changes ?? []).map(changeText).join('\n'),
  },
  {
    colId: 'via',
    headerName: '경로',
    width: 100,
    valueGetter: (p) => VIA_LABELS[p.data?.via ?? ''] ?? p.data?.via,
  },
  { colId: 'changedByName', headerName: '수정한 사람', field: 'changedByName', width: 110 },
  {
    colId: 'changedAt',
    headerName: '수정 일시',
    field: 'changedAt',
    width: 140,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'checkedAt',
    headerName: '확인 일시',
    field: 'checkedAt',
    width: 140,
    valueFormatter: (p) => (p.value ? formatKstDateTime(p.value as string) : '미확인'),
    cellClassRules: { 'erp-status-hold': (p) => !p.value },
  },
];

/** CustomerQuickChangeCheckAllList: changes made through the simple form, for a second person to check. */
export const CustomerQuickChangeCheckPage = () => {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const list = useQuickChanges(params);
  const tableRef = useRef<DataTableHandle>(null);
  const [selected, setSelected] = useState<QuickChange[]>([]);
  const [busy, setBusy] = useState(false);
  const pending = useMemo(() => selected.filter((c) => !c.checkedAt), [selected]);
  useDataChange('customer', () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }));

  const check = async () => {
    setBusy(true);
    const results = await Promise.allSettled(pending.map((c) => checkQuickChange(c.id)));
    setBusy(false);
    const failed = results.flatMap((r, i) =>
      r.status === 'rejected' ? [`${pending[i]?.customerCode}: ${messageOf(r.reason)}`] : [],
    );
    const done = results.length - failed.length;
    if (done > 0) toast.success(`${done}건을 확인했습니다.`);
    if (failed.length > 0)
      modal.warning({ title: '확인하지 못한 변경이 있습니다.', content: failed.join('\n') });
    tableRef.current?.clearSelection();
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  };

  return (
    <ListPage<QuickChange>
      title="간편 수정 확인"
      description="전화 주문 중 간편 수정으로 바뀐 거래처 정보를 다른 직원이 확인합니다. 두 번 클릭하면 거래처를 엽니다."
      filterBar={
        <FilterCard>
          <FilterSwitch
            label="미확인만 보기"
            checked={params.onlyUnchecked}
            onChange={(onlyUnchecked) => setParams({ onlyUnchecked, page: 1 })}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-quick-change',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (c) => String(c.id),
        loading: list.isFetching,
        selection: 'multi',
        onSelectionChange: setSelected,
        onRowOpen: (c) => openCustomerModify(c.customerCode, navigate),
        emptyText: params.onlyUnchecked ? '확인할 간편 수정이 없습니다.' : '간편 수정 기록이 없습니다.',
        handleRef: tableRef,
        toolbar: (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            disabled={pending.length === 0}
            loading={busy}
            onClick={() => void check()}
          >
            선택한 변경 확인{pending.length > 0 ? ` (${pending.length})` : ''}
          </Button>
        ),
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
