import { DollarOutlined } from '@ant-design/icons';
import { CORE_COLLECTION_STATUS_LABELS, type CoreCollection } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { oldPartKeys, payCashback, setPickAllow, useCollections, usePickAllow } from './old-part.api';

type AllowRow = { customerCode: string; customerName: string; allowed: boolean; outstanding: number };

/** Customer/CustOldPartPickAllowList: whether drivers may collect a customer's cores. */
export const CustOldPartPickAllowListPage = () => {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const list = usePickAllow({ page: params.page, size: params.size });
  const [allowSelected, setAllowSelected] = useState<AllowRow | null>(null);
  const toggle = async (r: AllowRow, allowed: boolean) => {
    try {
      await setPickAllow(r.customerCode, allowed);
      toast.success(`${r.customerName}: 폐부품 회수 ${allowed ? '허용' : '중지'}`);
      setAllowSelected(null);
      void queryClient.invalidateQueries({ queryKey: oldPartKeys.all });
    } catch (error) {
      modal.error({ title: '저장할 수 없습니다.', content: messageOf(error) });
    }
  };
  const columns: DataColumn<AllowRow>[] = [
    {
      colId: 'customerCode',
      headerName: '거래처 코드',
      field: 'customerCode',
      width: 110,
      cellClass: 'erp-cell-code',
    },
    { colId: 'customerName', headerName: '거래처', field: 'customerName', flex: 1, minWidth: 160 },
    {
      colId: 'outstanding',
      headerName: '미회수',
      field: 'outstanding',
      width: 90,
      cellClass: 'erp-cell-number',
    },
    {
      colId: 'allowed',
      headerName: '회수 허용',
      field: 'allowed',
      width: 90,
      valueFormatter: (p) => (p.value ? '허용' : '중지'),
    },
  ];
  return (
    <ListPage<AllowRow>
      title="폐부품 회수 허용 거래처"
      description="허용된 거래처에서만 기사가 폐부품을 회수할 수 있습니다. Enter 또는 두 번 클릭: 허용·중지 전환"
      table={{
        gridId: 'old-part-allow',
        columns,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setAllowSelected(rows[0] ?? null),
        onRowOpen: (r) => void toggle(r, !r.allowed),
        emptyText: '거래처가 없습니다.',
        toolbar: (
          <Space size={6}>
            <Button
              size="small"
              type="primary"
              disabled={!allowSelected || allowSelected.allowed}
              onClick={() => allowSelected && void toggle(allowSelected, true)}
            >
              회수 허용
            </Button>
            <Button
              size="small"
              danger
              disabled={!allowSelected?.allowed}
              onClick={() => allowSelected && void toggle(allowSelected, false)}
            >
              회수 중지
            </Button>
          </Space>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};

const COLLECTION_COLUMNS: DataColumn<CoreCollection>[] = [
  { colId: 'code', headerName: '회수번호', field: 'code', width: 138, cellClass: 'erp-cell-code' },
  {
    colId: 'collectedAt',
    headerName: '회수 일시',
    field: 'collectedAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  { colId: 'customerName', headerName: '거래처', field: 'customerName', width: 160, tooltip: true },
  {
    colId: 'byCode',
    headerName: '폐부품',
    flex: 1,
    minWidth: 160,
    valueGetter: (p) => (p.data?.byCode ?? []).map((c) => `${c.paybackCode} ×${c.qty}`).join(', '),
  },
  {
    colId: 'cashbackPoints',
    headerName: '캐시백',
    field: 'cashbackPoints',
    width: 100,
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatWon(p.value as number),
  },
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 130,
    valueFormatter: (p) => CORE_COLLECTION_STATUS_LABELS[p.value as CoreCollection['status']] ?? '',
  },
  { colId: 'collectedByName', headerName: '회수자', field: 'collectedByName', width: 90 },
  {
    colId: 'paidAt',
    headerName: '지급 일시',
    field: 'paidAt',
    width: 132,
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
];

/** Customer/Cash/CustomerOldPartCashBackList: collections and their cash-back, paid once. */
export const CustomerOldPartCashBackListPage = () => {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const list = useCollections({ page: params.page, size: params.size });
  const [selected, setSelected] = useState<CoreCollection | null>(null);
  const pay = async (c: CoreCollection) => {
    try {
      const done = await payCashback(c.code);
      toast.success(
        `${done.code}: ${done.customerName}에 캐시백 ${formatWon(done.cashbackPoints)}점을 지급했습니다.`,
      );
      setSelected(null);
      void queryClient.invalidateQueries({ queryKey: oldPartKeys.all });
    } catch (error) {
      modal.error({ title: '지급할 수 없습니다.', content: messageOf(error) });
    }
  };
  return (
    <ListPage<CoreCollection>
      title="폐부품 캐시백"
      description="회수한 폐부품마다 페이백 코드의 캐시백 포인트를 한 번 지급합니다. Enter 또는 두 번 클릭: 지급"
      table={{
        gridId: 'old-part-cashback',
        columns: COLLECTION_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: (rows) => setSelected(rows[0] ?? null),
        onRowOpen: (r) => r.status === 'collected' && void pay(r),
        emptyText: '회수한 폐부품이 없습니다.',
        toolbar: (
          <Button
            size="small"
            type="primary"
            icon={<DollarOutlined />}
            disabled={selected?.status !== 'collected'}
            onClick={() => selected && void pay(selected)}
          >
            캐시백 지급
          </Button>
        ),
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: list.data?.total ?? 0,
        onChange: (page, size) => setParams({ page, size }),
      }}
    />
  );
};
