import { DollarOutlined } from '@ant-design/icons';
import { CORE_COLLECTION_COLUMNS, type CoreCollection, oldPartApi, PICK_ALLOW_COLUMNS } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { downloadApi } from '../../app/contract-client';
import { formatWon } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { oldPartKeys, payCashback, setPickAllow, useCollections, usePickAllow } from './old-part.api';

type AllowRow = { customerCode: string; customerName: string; allowed: boolean; outstanding: number };

const ALLOW_GRID = gridColumnsOf(PICK_ALLOW_COLUMNS);

/** Customer/CustOldPartPickAllowList: whether drivers may collect a customer's cores. */
export const CustOldPartPickAllowListPage = () => {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const query = { page: params.page, size: params.size };
  const list = usePickAllow(query);
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
  return (
    <ListPage<AllowRow>
      title="폐부품 회수 허용 거래처"
      onExcelDownload={() =>
        downloadApi(oldPartApi.pickAllowExcel, { body: query }, '폐부품회수허용거래처.xlsx')
      }
      description="허용된 거래처에서만 기사가 폐부품을 회수할 수 있습니다. Enter 또는 두 번 클릭: 허용·중지 전환"
      table={{
        gridId: 'old-part-allow',
        columns: ALLOW_GRID,
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

const COLLECTION_GRID = gridColumnsOf(CORE_COLLECTION_COLUMNS);

/** Customer/Cash/CustomerOldPartCashBackList: collections and their cash-back, paid once. */
export const CustomerOldPartCashBackListPage = () => {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const [params, setParams] = useUrlParams({ page: 1, size: 50 });
  const query = { page: params.page, size: params.size };
  const list = useCollections(query);
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
      onExcelDownload={() => downloadApi(oldPartApi.collectionsExcel, { body: query }, '폐부품캐시백.xlsx')}
      description="회수한 폐부품마다 페이백 코드의 캐시백 포인트를 한 번 지급합니다. Enter 또는 두 번 클릭: 지급"
      table={{
        gridId: 'old-part-cashback',
        columns: COLLECTION_GRID,
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
